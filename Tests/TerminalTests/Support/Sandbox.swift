import Foundation

/// A private HOME and state directory per test, so the person's own history and ~/.editrc are
/// never read or touched, and tests running in parallel never share a file.
final class Sandbox {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("terminal-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var historyFile: URL { root.appendingPathComponent("state/coordinator-playground/history") }

    /// A character device node here with the numbers of /dev/null (1, 3) or /dev/full (1, 7),
    /// so no test goes near the real /dev.
    func makeCharacterDevice(_ name: String, major: UInt32, minor: UInt32) throws -> String {
        let path = root.appendingPathComponent(name).path
        guard mknod(path, S_IFCHR | 0o666, dev_t(major << 8 | minor)) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
        }
        chmod(path, 0o666)  // as the real ones are, whatever the umask
        return path
    }

    /// Whether this process may make device nodes (root, or CAP_MKNOD).
    static let canMakeDeviceNodes: Bool = {
        guard let sandbox = try? Sandbox() else { return false }
        return (try? sandbox.makeCharacterDevice("probe", major: 1, minor: 3)) != nil
    }()

    /// A clean environment: a known terminal type, the C locale (so the program must switch to
    /// UTF-8 itself), no pager, colour allowed unless `overrides` say otherwise.
    func environment(_ overrides: [String: String] = [:]) -> [String: String] {
        var environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": root.appendingPathComponent("home").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "TERM": "xterm-256color",
            "LANG": "C",
            // No pager, unless a test asks for one: a document longer than the screen (`help`,
            // `code`, `intro`) is printed as all other output is.
            "PAGER": "",
        ]
        // Sanitizer settings (make asan, make tsan) reach the program under test too.
        for (name, value) in ProcessInfo.processInfo.environment where name.hasSuffix("SAN_OPTIONS") {
            environment[name] = value
        }
        environment.merge(overrides) { $1 }
        return environment
    }
}
