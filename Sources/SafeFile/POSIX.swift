#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The system's `write(2)`, or a stand-in that fails on cue in tests (a full disk).
typealias WriteStep = (_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int

enum POSIX {
    /// Writes every byte (`write` may take fewer than asked, or be interrupted). On failure
    /// returns the errno.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, using writeStep: WriteStep) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = writeStep(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    // A write of nothing at all means there is no room left.
                    return written == 0 ? ENOSPC : errno
                }
            }
            return nil
        }
    }

    static func fileStatus(of descriptor: Int32) -> stat? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? status : nil
    }
}
