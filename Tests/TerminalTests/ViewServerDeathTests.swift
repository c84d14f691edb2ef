import Foundation
import Testing

/// The view's server is a process of its own, and can die on its own (killed, out of memory):
/// the prompt says so at the next command, once, and the view is then off.
@Suite(.serialized) struct ViewServerDeathTests {
    @Test func thePromptSaysOnceThatTheViewsServerDied() async throws {
        let output = try await onAThreadOfItsOwn {
            let sandbox = try Sandbox()
            let program = try TerminalProgram(environment: sandbox.environment())
            try program.expectPrompt(SessionText.prompt)
            program.send("view\r")
            try program.expect("showing the app at http://127.0.0.1:")
            try program.expectPrompt(SessionText.prompt)
            let server = try Self.viewServer(of: program.processID)
            kill(server, SIGKILL)
            // Killed once it is a zombie, waiting for the prompt to reap it.
            while (try? String(contentsOfFile: "/proc/\(server)/stat", encoding: .utf8))?.contains(") Z ") == false {
                usleep(1_000)
            }
            program.send("tap cart\r")
            try program.expect("warning: the view's server stopped, so the page no longer follows")
            try program.expectPrompt(SessionText.prompt)
            for line in ["tap account", "back"] {
                program.send(line + "\r")
                try program.expectPrompt(SessionText.prompt)
            }
            program.send("view off\r")
            try program.expect("the view is not on; 'view' starts it")
            try program.expectPrompt(SessionText.prompt)
            program.send("quit\r")
            _ = try program.waitForExit()
            return program.output
        }
        #expect(output.components(separatedBy: "the view's server stopped").count == 2, "\(output)")
    }

    /// The `coordinator-playground-view` among the children of `program`.
    static func viewServer(of program: pid_t) throws -> pid_t {
        let children = try String(contentsOfFile: "/proc/\(program)/task/\(program)/children", encoding: .utf8)
        for child in children.split(separator: " ").compactMap({ pid_t($0) }) {
            let command = (try? String(contentsOfFile: "/proc/\(child)/cmdline", encoding: .utf8)) ?? ""
            if command.contains("coordinator-playground-view") { return child }
        }
        throw TerminalProgramError.spawnFailed("no view server among the children \(children) of \(program)")
    }
}
