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

    /// A clean environment: a known terminal type, the C locale (so the program must switch to
    /// UTF-8 itself), colour allowed unless `overrides` say otherwise.
    func environment(_ overrides: [String: String] = [:]) -> [String: String] {
        var environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": root.appendingPathComponent("home").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "TERM": "xterm-256color",
            "LANG": "C",
        ]
        // Sanitizer settings (make asan, make tsan) reach the program under test too.
        for (name, value) in ProcessInfo.processInfo.environment where name.hasSuffix("SAN_OPTIONS") {
            environment[name] = value
        }
        environment.merge(overrides) { $1 }
        return environment
    }
}
