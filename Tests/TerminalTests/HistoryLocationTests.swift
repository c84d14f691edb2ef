import Foundation
import Testing
import Terminal

@Suite("Where history is kept")
struct HistoryLocationTests {
    let home = URL(fileURLWithPath: "/home/ada")

    @Test("The environment variable wins")
    func override() {
        let url = HistoryLocation.resolve(
            environment: ["COORDINATOR_PLAYGROUND_HISTORY": "/tmp/h", "XDG_STATE_HOME": "/state"], homeDirectory: home)
        #expect(url?.path == "/tmp/h")
    }

    @Test("Set but empty disables history")
    func disabled() {
        #expect(HistoryLocation.resolve(environment: ["COORDINATOR_PLAYGROUND_HISTORY": ""], homeDirectory: home) == nil)
    }

    @Test("XDG_STATE_HOME, else ~/.local/state; a relative XDG path is ignored")
    func xdg() {
        #expect(HistoryLocation.resolve(environment: ["XDG_STATE_HOME": "/state"], homeDirectory: home)?.path
            == "/state/coordinator-playground/history")
        #expect(HistoryLocation.resolve(environment: [:], homeDirectory: home)?.path
            == "/home/ada/.local/state/coordinator-playground/history")
        #expect(HistoryLocation.resolve(environment: ["XDG_STATE_HOME": "state"], homeDirectory: home)?.path
            == "/home/ada/.local/state/coordinator-playground/history")
    }
}
