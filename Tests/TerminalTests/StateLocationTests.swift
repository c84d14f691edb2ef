import Foundation
import Terminal
import Testing

@Suite("Where history and lesson progress are kept")
struct StateLocationTests {
    let home = URL(fileURLWithPath: "/home/ada")

    @Test("The history variable wins")
    func historyOverride() {
        let url = StateLocation.historyFile(
            environment: ["COORDINATOR_PLAYGROUND_HISTORY": "/tmp/h", "XDG_STATE_HOME": "/state"], homeDirectory: home)
        #expect(url?.path == "/tmp/h")
    }

    @Test("Set but empty disables history")
    func historyDisabled() {
        #expect(StateLocation.historyFile(environment: ["COORDINATOR_PLAYGROUND_HISTORY": ""], homeDirectory: home) == nil)
    }

    @Test("History: XDG_STATE_HOME, else ~/.local/state; a relative XDG path is ignored")
    func historyInXDG() {
        #expect(
            StateLocation.historyFile(environment: ["XDG_STATE_HOME": "/state"], homeDirectory: home)?.path
                == "/state/coordinator-playground/history")
        #expect(
            StateLocation.historyFile(environment: [:], homeDirectory: home)?.path
                == "/home/ada/.local/state/coordinator-playground/history")
        #expect(
            StateLocation.historyFile(environment: ["XDG_STATE_HOME": "state"], homeDirectory: home)?.path
                == "/home/ada/.local/state/coordinator-playground/history")
    }

    /// Foundation's `homeDirectoryForCurrentUser` ignores `HOME` on Linux: a person or a test who
    /// moves it must not have their history written into the account's real home.
    @Test("Without a home given, $HOME (absolute) is the home")
    func homeFromTheEnvironment() {
        #expect(StateLocation.homeDirectory(environment: ["HOME": "/tmp/elsewhere"]).path == "/tmp/elsewhere")
        #expect(
            StateLocation.historyFile(environment: ["HOME": "/tmp/elsewhere"])?.path
                == "/tmp/elsewhere/.local/state/coordinator-playground/history")
        #expect(
            StateLocation.progressFile(environment: ["HOME": "/tmp/elsewhere"]).path
                == "/tmp/elsewhere/.local/state/coordinator-playground/progress.json")
        #expect(
            StateLocation.homeDirectory(environment: ["HOME": "relative"]) == FileManager.default.homeDirectoryForCurrentUser)
    }

    @Test("Progress: the state-directory variable, else beside the history")
    func progress() {
        #expect(
            StateLocation.progressFile(environment: [:], homeDirectory: home).path
                == "/home/ada/.local/state/coordinator-playground/progress.json")
        #expect(
            StateLocation.progressFile(environment: ["XDG_STATE_HOME": "/xdg"], homeDirectory: home).path
                == "/xdg/coordinator-playground/progress.json")
        #expect(
            StateLocation.progressFile(environment: ["XDG_STATE_HOME": "relative"], homeDirectory: home).path
                == "/home/ada/.local/state/coordinator-playground/progress.json")
        #expect(
            StateLocation.progressFile(
                environment: ["XDG_STATE_HOME": "/xdg", "COORDINATOR_PLAYGROUND_STATE_DIR": "/tmp/mine"], homeDirectory: home
            ).path
                == "/tmp/mine/progress.json")
        #expect(
            StateLocation.progressFile(
                environment: ["COORDINATOR_PLAYGROUND_HISTORY": "/tmp/h"], homeDirectory: home
            ).path
                == "/home/ada/.local/state/coordinator-playground/progress.json")
    }
}
