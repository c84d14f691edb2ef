#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension SafeFile {
    /// The bytes of the regular file at `path`, or nil when nothing is there. What the writers
    /// refuse is refused here too, before any byte is read: a FIFO (the read would block until
    /// some other process wrote to it), a device (it may never end), a folder, and a symbolic
    /// link. A file larger than `limit` bytes is refused rather than read into memory.
    ///
    /// The problem comes as a `FileWriteError`: read its `reason`, the same words as for writing.
    package static func contentsOfRegularFile(atPath path: String, limit: Int) throws(FileWriteError) -> [UInt8]? {
        // Looked at before opening: opening some devices acts on them (a tape rewinds).
        guard let before = try status(of: path) else { return nil }
        let kindBefore = FileKind(mode: before.st_mode)
        guard kindBefore == .regularFile else {
            throw FileWriteError(path: path, problem: kindBefore == .symbolicLink ? .symbolicLink : .notRegularFile(kindBefore))
        }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return nil
            case ELOOP: throw FileWriteError(path: path, problem: .symbolicLink)
            case let code: throw FileWriteError.fromErrno(path: path, code: code)
            }
        }
        defer { close(descriptor) }
        guard let status = POSIX.fileStatus(of: descriptor) else { throw FileWriteError.fromErrno(path: path) }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regularFile else { throw FileWriteError(path: path, problem: .notRegularFile(kind)) }
        guard status.st_size <= limit else { throw FileWriteError(path: path, problem: .tooLarge(limit: limit)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                guard errno == EINTR else { throw FileWriteError.fromErrno(path: path) }
                continue
            }
            bytes += chunk[..<count]
            // A file that grew while being read.
            guard bytes.count <= limit else { throw FileWriteError(path: path, problem: .tooLarge(limit: limit)) }
        }
    }
}
