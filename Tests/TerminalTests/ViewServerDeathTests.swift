import Foundation
import TestSupport
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
            try program.expect("\r\nhttp://127.0.0.1:")
            try program.expectPrompt(SessionText.prompt)
            let server = try Self.viewServer(of: program.processID)
            kill(server, SIGKILL)
            // Gone once it is a zombie with no thread left: the main thread turns zombie while
            // the others may still be ending, holding the socket open, and then the prompt
            // rightly sees a live server (without /proc, a pause long enough for the signal to
            // land).
            if ProcFileSystem.isAvailable {
                while ProcFileSystem.read("\(server)/stat")?.contains(") Z ") == false
                    || ProcFileSystem.entries("\(server)/task").count > 1
                {
                    usleep(1_000)
                }
            } else {
                usleep(200_000)
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

    /// The `coordinator-playground-view` among the children of `program`: from /proc, or from
    /// `ps` where there is none.
    static func viewServer(of program: pid_t) throws -> pid_t {
        let children: [(pid: pid_t, command: String)]
        if ProcFileSystem.isAvailable {
            let listed = ProcFileSystem.read("\(program)/task/\(program)/children") ?? ""
            children = listed.split(separator: " ").compactMap { pid_t($0) }.map { ($0, ProcFileSystem.read("\($0)/cmdline") ?? "") }
        } else {
            children = try processTable().filter { $0.parent == program }.map { ($0.pid, $0.command) }
        }
        if let server = children.first(where: { $0.command.contains("coordinator-playground-view") }) { return server.pid }
        throw TerminalProgramError.spawnFailed("no view server among the children \(children.map(\.pid)) of \(program)")
    }

    /// Every process as `ps -A -o pid=,ppid=,command=` lists it (macOS and Linux alike).
    private static func processTable() throws -> [(pid: pid_t, parent: pid_t, command: String)] {
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-A", "-o", "pid=,ppid=,command="]
        let output = Pipe()
        ps.standardOutput = output
        try ps.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ps.waitUntilExit()
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, let pid = pid_t(fields[0]), let parent = pid_t(fields[1]) else { return nil }
            return (pid, parent, String(fields[2]))
        }
    }
}
