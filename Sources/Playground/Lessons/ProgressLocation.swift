import Foundation

/// Where lesson progress lives: beside the prompt's history, in the XDG state directory, so it
/// survives restarts; an environment variable moves the directory (for several learners on one
/// account, or a sandbox).
public enum ProgressLocation {
    /// Names the directory that holds `progress.json`.
    public static let environmentVariable = "COORDINATOR_PLAYGROUND_STATE_DIR"

    public static func resolve(environment: [String: String], homeDirectory: URL) -> URL {
        let directory: URL
        if let override = environment[environmentVariable], !override.isEmpty {
            directory = URL(fileURLWithPath: override, isDirectory: true)
        } else if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            // The XDG spec says to ignore a relative (or empty) XDG_STATE_HOME.
            directory = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("coordinator-playground")
        } else {
            directory = homeDirectory.appendingPathComponent(".local/state/coordinator-playground", isDirectory: true)
        }
        return directory.appendingPathComponent("progress.json")
    }

    public static func current() -> URL {
        resolve(environment: ProcessInfo.processInfo.environment,
                homeDirectory: FileManager.default.homeDirectoryForCurrentUser)
    }
}
