import SafeFile

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A file the program reads at start (the history, `~/.editrc`), opened without risk: only a
/// regular file, never in a way that blocks (opening a FIFO waits for a writer) or acts on a
/// device (opening some rewinds a tape). What is refused comes as a `FileWriteError`, whose
/// `reason` says it in words.
final class ReadableFile {
    let descriptor: Int32

    /// Opens the regular file at `path`; nil when nothing is there.
    /// - Parameter followingLinks: whether a symbolic link is read through (a person's own
    ///   `~/.editrc` often is one) or refused (a file the program also writes).
    init?(path: String, followingLinks: Bool) throws(FileWriteError) {
        var status = stat()
        // Looked at before opening: the kind decides whether to open at all.
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else {
            guard errno == ENOENT else { throw FileWriteError(path: path, problem: .system(errno)) }
            return nil
        }
        try Self.requireRegular(status, path: path)
        descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileWriteError(path: path, problem: errno == ELOOP ? .symbolicLink : .system(errno))
        }
        // Whatever was put at the path between the look and the open.
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw FileWriteError(path: path, problem: .system(code))
        }
        do {
            try Self.requireRegular(status, path: path)
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit {
        close(descriptor)
    }

    /// The whole file, from its start; nil when it is larger than `limit` bytes.
    func contents(path: String, limit: Int) throws(FileWriteError) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if count == 0 { return bytes }
            if count < 0 {
                guard errno == EINTR else { throw FileWriteError(path: path, problem: .system(errno)) }
                continue
            }
            bytes += chunk[..<count]
            guard bytes.count <= limit else { return nil }
        }
    }

    private static func requireRegular(_ status: stat, path: String) throws(FileWriteError) {
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regularFile else {
            throw FileWriteError(path: path, problem: kind == .symbolicLink ? .symbolicLink : .notRegularFile(kind))
        }
    }
}
