import Foundation
import Testing

/// The files the prompt reads when it starts (`~/.editrc` and the history), whatever is at
/// their paths: the prompt always comes, with one warning line for a file it will not use.
@Suite("Files read at start")
struct StartupFileTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    private var editrc: URL { sandbox.root.appendingPathComponent("home/.editrc") }

    private func warnings(in output: String) -> [String] {
        output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
    }

    @Test("An .editrc with unterminated quotes: the bad lines are named, the good ones apply", arguments: 1...3)
    func editrcWithOpenQuotes(attempt: Int) throws {
        // libedit's own reader crashed on this file in about half of all starts.
        try "bind \"^X\nbind -s ^Y help\n\n  bind '^Z\n".write(to: editrc, atomically: true, encoding: .utf8)
        let program = try TerminalProgram(environment: sandbox.environment())
        try program.expectPrompt(SessionText.prompt)
        #expect(
            warnings(in: program.output) == [
                "coordinator-playground: warning: \(editrc.path) line 1: a double quote (\") is not closed; line skipped",
                "coordinator-playground: warning: \(editrc.path) line 4: a single quote (') is not closed; line skipped",
            ])
        program.sendControl("y")  // bound by line 2 to type "help"
        try program.expect("help")
        program.send("\r")
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
    }

    enum Place: String, CaseIterable, CustomTestStringConvertible {
        case editrc, history
        var testDescription: String { rawValue }
    }

    @Test("A FIFO as .editrc or as history file: the prompt comes at once, with one warning", arguments: Place.allCases)
    func fifoDoesNotBlock(place: Place) throws {
        let fifo = place == .editrc ? editrc : sandbox.root.appendingPathComponent("history-fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let environment = place == .history ? ["COORDINATOR_PLAYGROUND_HISTORY": fifo.path] : [:]
        let program = try TerminalProgram(environment: sandbox.environment(environment))
        try program.expectPrompt(SessionText.prompt)  // before, start-up waited for a writer
        let expected =
            place == .editrc
            ? "\(fifo.path): it is a FIFO (named pipe), not a regular file; not read"
            : "history file \(fifo.path): it is a FIFO (named pipe), not a regular file; history is kept for this session only"
        #expect(warnings(in: program.output) == ["coordinator-playground: warning: " + expected])
        program.send("help\r")
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        var status = stat()
        lstat(fifo.path, &status)
        #expect(status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("Two prompts at once: the history keeps the lines of both, in the order entered")
    func twoInstancesShareHistory() throws {
        let first = try TerminalProgram(environment: sandbox.environment())
        try first.expectPrompt(SessionText.prompt)
        let second = try TerminalProgram(environment: sandbox.environment())
        try second.expectPrompt(SessionText.prompt)
        for (program, line) in [(first, "tree"), (second, "stack"), (first, "screen"), (second, "objects")] {
            program.send(line + "\r")
            try program.expectPrompt(SessionText.prompt)
        }
        first.send("quit\r")
        second.send("quit\r")
        #expect(try first.waitForExit() == 0)
        #expect(try second.waitForExit() == 0)
        let saved = try String(contentsOf: sandbox.historyFile, encoding: .utf8)
        #expect(saved.split(separator: "\n") == ["_HiStOrY_V2_", "tree", "stack", "screen", "objects", "quit"])
    }
}
