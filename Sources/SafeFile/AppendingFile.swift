import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A regular file written one complete record at a time, each synced before `append` returns,
/// so the file is valid up to its last record whatever happens to the process. It notices when
/// its file is removed or replaced under it and stops rather than write to a file nobody sees.
package final class AppendingFile {
    let path: String
    private let descriptor: Int32
    private let identity: FileIdentity
    /// The size up to the end of the last complete record: a record that fails halfway is cut
    /// back to it.
    private var completeSize: off_t

    /// Opens the regular file at `path` for appending, or creates it with `newFileMode` (less the
    /// umask). `expecting` is the file the caller just wrote there (see `SafeFile.replace`): it
    /// is never created anew, and a different one means it was replaced in between.
    ///
    /// `O_NONBLOCK` so that a FIFO put there after the check cannot block the open (regular
    /// files ignore the flag).
    ///
    /// `exclusive`: holds an advisory lock (`flock`) on the file while it is open, and refuses
    /// (`inUse`) a file another exclusive writer holds, so that two recorders never write one
    /// transcript.
    package init(
        path: String, newFileMode: mode_t = 0o666, expecting expected: FileIdentity? = nil, exclusive: Bool = false
    ) throws(FileWriteError) {
        if let status = try SafeFile.status(of: path) {
            let kind = FileKind(mode: status.st_mode)
            guard kind == .regularFile else {
                throw FileWriteError(path: path, problem: kind == .symbolicLink ? .symbolicLink : .notRegularFile(kind))
            }
        }
        let creating = expected == nil ? O_CREAT : 0
        let descriptor = open(path, O_WRONLY | O_APPEND | creating | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, newFileMode)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT where expected != nil: throw FileWriteError(path: path, problem: .removedWhileOpen)
            case ELOOP: throw FileWriteError(path: path, problem: .symbolicLink)
            case ENXIO: throw FileWriteError(path: path, problem: .notRegularFile(.fifo))
            case let code: throw FileWriteError.fromErrno(path: path, code: code)
            }
        }
        guard let status = POSIX.fileStatus(of: descriptor), FileKind(mode: status.st_mode) == .regularFile else {
            let kind = POSIX.fileStatus(of: descriptor).map { FileKind(mode: $0.st_mode) }
            close(descriptor)
            throw FileWriteError(path: path, problem: kind.map { .notRegularFile($0) } ?? .system(EIO))
        }
        guard expected == nil || expected == FileIdentity(status) else {
            close(descriptor)
            throw FileWriteError(path: path, problem: .replacedWhileOpen)
        }
        guard !exclusive || flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw FileWriteError(path: path, problem: .inUse)
        }
        self.path = path
        self.descriptor = descriptor
        self.identity = FileIdentity(status)
        self.completeSize = status.st_size
    }

    deinit {
        close(descriptor)
    }

    /// Whether an exclusive writer holds the regular file at `path` now: asked before replacing
    /// a file, which would leave that writer writing to a file nobody sees.
    package static func isHeld(atPath path: String) -> Bool {
        guard let status = try? SafeFile.status(of: path), FileKind(mode: status.st_mode) == .regularFile else { return false }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    /// Appends `record` whole and syncs it, or leaves the file as it was and throws.
    package func append(_ record: some Sequence<UInt8>) throws(FileWriteError) {
        try append(Array(record), using: SystemCalls.write)
    }

    func append(_ bytes: [UInt8], using writeStep: WriteStep) throws(FileWriteError) {
        try checkStillAtPath()
        let code = POSIX.writeAll(bytes, to: descriptor, using: writeStep) ?? (fsync(descriptor) == 0 ? nil : errno)
        if let code {
            _ = ftruncate(descriptor, completeSize)
            throw FileWriteError.fromErrno(path: path, code: code)
        }
        completeSize = POSIX.fileStatus(of: descriptor)?.st_size ?? completeSize + off_t(bytes.count)
    }

    /// Whether `path` still names the file this writer has open.
    private func checkStillAtPath() throws(FileWriteError) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw FileWriteError(path: path, problem: errno == ENOENT ? .removedWhileOpen : .system(errno))
        }
        guard FileIdentity(status) == identity else { throw FileWriteError(path: path, problem: .replacedWhileOpen) }
    }
}
