import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A fresh folder (mkdtemp) per test, and the few file operations the tests set up with.
struct Scratch {
    let folder: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/safefile-tests-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        folder = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func path(_ name: String) -> String { folder + "/" + name }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    func contents(of name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// The folder's entries, sorted: shows that no temporary file was left behind.
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func status(of name: String) -> stat {
        var status = stat()
        lstat(path(name), &status)
        return status
    }

    /// A character device node with the numbers of /dev/null (1,3) or /dev/full (1,7), made
    /// here so no test goes near the real /dev.
    func makeCharacterDevice(_ name: String, major: UInt64, minor: UInt64) throws {
        guard mknod(path(name), S_IFCHR | 0o666, dev_t(major << 8 | minor)) == 0 else {
            throw POSIXError(.init(rawValue: errno) ?? .EPERM)
        }
    }

    /// Whether this process may make device nodes (root, or CAP_MKNOD).
    static let canMakeDeviceNodes: Bool = {
        guard let scratch = try? Scratch() else { return false }
        return (try? scratch.makeCharacterDevice("probe", major: 1, minor: 3)) != nil
    }()

    /// Whether this process may give files away (root, or CAP_CHOWN).
    static let canChangeOwners: Bool = geteuid() == 0
}
