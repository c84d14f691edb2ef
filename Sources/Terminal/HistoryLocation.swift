import Foundation

/// Where the history file lives, following what sqlite3, psql and node users expect: an
/// environment variable moves it (or, set but empty, disables it), else the XDG state directory.
public enum HistoryLocation {
    /// Overrides the path; an empty value turns history saving off.
    public static let environmentVariable = "COORDINATOR_PLAYGROUND_HISTORY"

    /// The history file to use, or nil when history is disabled.
    public static func resolve(environment: [String: String], homeDirectory: URL) -> URL? {
        if let override = environment[environmentVariable] {
            return override.isEmpty ? nil : URL(fileURLWithPath: override)
        }
        let stateHome: URL
        // The XDG spec says to ignore a relative (or empty) XDG_STATE_HOME.
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            stateHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            stateHome = homeDirectory.appendingPathComponent(".local/state", isDirectory: true)
        }
        return stateHome.appendingPathComponent("coordinator-playground/history")
    }

    /// The history file for this process's environment and home directory.
    public static func current() -> URL? {
        resolve(environment: ProcessInfo.processInfo.environment,
                homeDirectory: FileManager.default.homeDirectoryForCurrentUser)
    }
}
