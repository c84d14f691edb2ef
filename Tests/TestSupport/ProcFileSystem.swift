import Foundation

/// Linux's /proc, through which some tests look into a running program (its peak memory, its
/// CPU time, the system call it waits in). macOS has none: a test that can only measure through
/// it is skipped there with `absence` printed, and a wait that polls it falls back on a pause.
/// The one place a test names /proc (`scripts/check-portability.sh` holds them to it).
package enum ProcFileSystem {
    package static let isAvailable = FileManager.default.fileExists(atPath: "/proc/self/status")

    package static let absence = "this system has no /proc (macOS), through which the test measures"

    /// The text of `/proc/<path>`, or nil when it cannot be read.
    package static func read(_ path: String) -> String? {
        try? String(contentsOfFile: "/proc/" + path, encoding: .utf8)
    }

    /// The names in the folder `/proc/<path>` (a process's threads under `PID/task`), or none.
    package static func entries(_ path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/" + path)) ?? []
    }
}
