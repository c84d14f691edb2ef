import Foundation

/// Where what outlives a run is kept (the prompt's history, lesson progress), as sqlite3, psql
/// and node users expect: the XDG state directory, each place movable by an environment variable.
package enum StateLocation {
    /// Overrides the history file's path; an empty value turns history saving off.
    package static let historyVariable = "COORDINATOR_PLAYGROUND_HISTORY"
    /// Names the directory that holds `progress.json` (several learners on one account, a sandbox).
    package static let progressDirectoryVariable = "COORDINATOR_PLAYGROUND_STATE_DIR"

    /// The history file to use, or nil when history is disabled.
    package static func historyFile(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL? = nil
    ) -> URL? {
        if let override = environment[historyVariable] {
            return override.isEmpty ? nil : URL(fileURLWithPath: override)
        }
        return stateDirectory(environment: environment, homeDirectory: homeDirectory ?? Self.homeDirectory(environment: environment))
            .appendingPathComponent("history")
    }

    /// The file that keeps lesson progress.
    package static func progressFile(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL? = nil
    ) -> URL {
        let directory: URL
        if let override = environment[progressDirectoryVariable], !override.isEmpty {
            directory = URL(fileURLWithPath: override, isDirectory: true)
        } else {
            directory = stateDirectory(
                environment: environment, homeDirectory: homeDirectory ?? Self.homeDirectory(environment: environment))
        }
        return directory.appendingPathComponent("progress.json")
    }

    /// `$HOME` when it is an absolute path, else the account's home. Foundation's
    /// `homeDirectoryForCurrentUser` reads the account database on Linux and ignores `$HOME`, so a
    /// person (or a test) who moves `HOME` would still have their history and progress written
    /// into the real home folder.
    package static func homeDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    /// The program's folder in `$XDG_STATE_HOME`, else in `~/.local/state`.
    static func stateDirectory(environment: [String: String], homeDirectory: URL) -> URL {
        let stateHome: URL
        // The XDG spec says to ignore a relative (or empty) XDG_STATE_HOME.
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            stateHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            stateHome = homeDirectory.appendingPathComponent(".local/state", isDirectory: true)
        }
        return stateHome.appendingPathComponent("coordinator-playground", isDirectory: true)
    }
}
