import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Character device nodes made in a test's own scratch folder, with the numbers of /dev/null
/// (1, 3) or /dev/full (1, 7), so no test goes near the real /dev: a program that wrongly wrote
/// to one, or replaced it by a file, is caught without harm.
package enum DecoyDevice {
    package static let null = (major: UInt64(1), minor: UInt64(3))
    package static let full = (major: UInt64(1), minor: UInt64(7))

    package static func make(at path: String, _ numbers: (major: UInt64, minor: UInt64) = null) throws {
        guard mknod(path, S_IFCHR | 0o666, dev_t(numbers.major << 8 | numbers.minor)) == 0 else {
            throw POSIXError(.init(rawValue: errno) ?? .EPERM)
        }
    }

    /// Whether the path holds a character device node still (not a file that replaced it).
    package static func isCharacterDevice(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR
    }

    /// Whether this process may make device nodes (root, or CAP_MKNOD).
    package static let canBeMade: Bool = {
        let probe = NSTemporaryDirectory() + "/decoy-probe-\(UUID().uuidString)"
        defer { unlink(probe) }
        return (try? make(at: probe)) != nil
    }()
}
