import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension SafeFile {
    /// Replaces the regular file at `path` (or creates it) with `contents`, all or nothing: the
    /// bytes go to a new file in the same folder, which is synced, given the old file's owner
    /// and mode, and renamed over the path; the folder is synced last. On any failure the new
    /// file is removed and the old one is untouched.
    ///
    /// - Parameters:
    ///   - newFileMode: the mode of a file created where none was (less the umask).
    /// - Returns: which file is now at the path, for an `AppendingFile` that continues it.
    @discardableResult
    package static func replace(
        atPath path: String, with contents: some Sequence<UInt8>, symbolicLinks: SymbolicLinks = .refuse,
        newFileMode: mode_t = 0o666
    ) throws(FileWriteError) -> FileIdentity {
        try replace(
            atPath: path, with: Array(contents), symbolicLinks: symbolicLinks, newFileMode: newFileMode, writeStep: SystemCalls.write)
    }

    static func replace(
        atPath requestedPath: String, with bytes: [UInt8], symbolicLinks: SymbolicLinks, newFileMode: mode_t,
        writeStep: WriteStep
    ) throws(FileWriteError) -> FileIdentity {
        let path = try target(of: requestedPath, symbolicLinks: symbolicLinks)
        let old = try regularFileStatus(at: path)
        let (temporaryPath, descriptor) = try createTemporaryFile(besides: path, mode: old == nil ? newFileMode : 0o600)
        var isOpen = true
        do throws(FileWriteError) {
            if let code = POSIX.writeAll(bytes, to: descriptor, using: writeStep) {
                throw FileWriteError.fromErrno(path: path, code: code)
            }
            if let old { try keepOwnerAndMode(of: old, on: descriptor, path: path) }
            guard fsync(descriptor) == 0, let written = POSIX.fileStatus(of: descriptor) else {
                throw FileWriteError.fromErrno(path: path)
            }
            isOpen = false
            // Network file systems report a full disk or quota only at close.
            guard close(descriptor) == 0 else { throw FileWriteError.fromErrno(path: path) }
            // Narrows the window in which something else could have been put at the path.
            _ = try regularFileStatus(at: path)
            guard rename(temporaryPath, path) == 0 else { throw FileWriteError.fromErrno(path: path) }
            syncFolder(of: path)
            return FileIdentity(written)
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporaryPath)
            throw error
        }
    }

    /// The path to write: `path` itself, or with `.writeTarget` the file its links lead to
    /// (which need not exist yet).
    private static func target(of path: String, symbolicLinks: SymbolicLinks) throws(FileWriteError) -> String {
        var current = path
        for _ in 0..<40 {
            guard let status = try status(of: current), FileKind(mode: status.st_mode) == .symbolicLink else { return current }
            guard symbolicLinks == .writeTarget else { throw FileWriteError(path: path, problem: .symbolicLink) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw FileWriteError.fromErrno(path: path) }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        throw FileWriteError(path: path, problem: .system(ELOOP))
    }

    /// The status of the regular file at `path`, nil when nothing is there; anything else throws.
    /// A file this process may not write is refused too, although the rename would replace it:
    /// its mode says it is not to be changed.
    private static func regularFileStatus(at path: String) throws(FileWriteError) -> stat? {
        guard let status = try status(of: path) else { return nil }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regularFile else {
            throw FileWriteError(path: path, problem: kind == .symbolicLink ? .symbolicLink : .notRegularFile(kind))
        }
        guard access(path, W_OK) == 0 else { throw FileWriteError.fromErrno(path: path) }
        return status
    }

    /// A new file next to `path` (so the rename stays on one file system) under a name nobody
    /// can guess in advance; `O_EXCL | O_NOFOLLOW` so nothing planted there is ever opened.
    private static func createTemporaryFile(besides path: String, mode: mode_t) throws(FileWriteError) -> (String, Int32) {
        let stem = folder(of: path) + "/." + String(name(of: path).prefix(200)) + "."
        for _ in 0..<16 {
            let candidate = stem + String(UInt64.random(in: .min ... .max), radix: 36) + ".tmp"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return (candidate, descriptor) }
            switch errno {
            case EEXIST: continue
            case EACCES: throw FileWriteError(path: path, problem: .folderNotWritable(folder(of: path)))
            case let code: throw FileWriteError.fromErrno(path: path, code: code)
            }
        }
        throw FileWriteError(path: path, problem: .system(EEXIST))
    }

    /// Owner first: changing it clears the set-user-ID and set-group-ID bits that the mode restores.
    private static func keepOwnerAndMode(of old: stat, on descriptor: Int32, path: String) throws(FileWriteError) {
        if let new = POSIX.fileStatus(of: descriptor), new.st_uid != old.st_uid || new.st_gid != old.st_gid {
            guard fchown(descriptor, old.st_uid, old.st_gid) == 0 else { throw FileWriteError(path: path, problem: .ownerNotKept) }
        }
        guard fchmod(descriptor, old.st_mode & 0o7777) == 0 else { throw FileWriteError.fromErrno(path: path) }
    }

    /// Makes the rename itself durable. A failure here is not reported: the new file is already
    /// in place, and saying the write failed would be false.
    static func syncFolder(of path: String) {
        let descriptor = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
