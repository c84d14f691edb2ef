import Foundation
import Testing

/// Control characters in text from files and from typing reach the terminal as visible
/// escapes (`^[`), never as commands to it; piped output keeps them as they are.
@Suite("Escape sequences at the terminal")
struct EscapeTerminalTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    /// Every escape the output holds, other than the program's own colours.
    private func foreignEscapes(in output: String) -> [String] {
        output.matches(of: /\x1B[^\[]|\x1B\[[0-9;?]*[^0-9;?m]/).map { String($0.output) }
    }

    @Test("Typed control characters echoed in an error line are shown as ^[")
    func typedInput() throws {
        let program = try TerminalProgram(environment: sandbox.environment())
        try program.expectPrompt(SessionText.prompt)
        program.send("tap x\u{16}\u{1B}]0;owned\u{16}\u{07}\r")  // Ctrl-V: the next key typed as it is
        try program.expect("unknown control 'x^[]0;owned^G'")
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(!program.output.contains("\u{1B}]0;"), "\(program.output.debugDescription)")
    }

    @Test("A transcript's escapes are shown, in the replay's diff at a terminal")
    func transcript() throws {
        let file = sandbox.root.appendingPathComponent("hostile.transcript")
        try "> help\n\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\n".write(to: file, atomically: true, encoding: .utf8)
        let program = try TerminalProgram(arguments: ["replay", file.path], environment: sandbox.environment())
        try program.expect("0 passed, 1 failed")
        #expect(try program.waitForExit() == 1)
        #expect(program.output.contains("^[]52;c;aGk=^G^[[2J"), "\(program.output.debugDescription)")
        #expect(foreignEscapes(in: program.output).isEmpty, "\(program.output.debugDescription)")
    }

    @Test("A lesson's escapes are shown, never obeyed")
    func lesson() throws {
        let folder = sandbox.root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        # Title \u{1B}]0;owned\u{07}

        Copy this \u{1B}]52;c;aGk=\u{07} and \u{1B}[2J clear.

        ## Step 1: Look \u{9B}2J

        Type `screen`.

        ### Goal
        - You looked: `ran screen`

        ### Hints
        1. Type `screen`.

        ### Solution
        ```
        screen
        ```
        """.write(to: folder.appendingPathComponent("01-hostile.md"), atomically: true, encoding: .utf8)
        let program = try TerminalProgram(
            arguments: ["lesson", "1"],
            environment: sandbox.environment([
                "COORDINATOR_PLAYGROUND_LESSONS": folder.path,
                "COORDINATOR_PLAYGROUND_STATE_DIR": sandbox.root.appendingPathComponent("progress").path,
            ]))
        try program.expect("Copy this ^[]52;c;aGk=^G and ^[[2J clear.")
        try program.expect("Look <U+009B>2J")
        try program.expectPrompt("> ")
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(foreignEscapes(in: program.output).isEmpty, "\(program.output.debugDescription)")
        #expect(!program.output.contains("\u{9B}"))
    }

    @Test("An argument echoed in a usage error is shown as ^[, the message on its own lines")
    func usageError() throws {
        let program = try TerminalProgram(arguments: ["--\u{1B}]0;owned\u{07}"], environment: sandbox.environment())
        #expect(try program.waitForExit() == 2)
        let lines = program.output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
        #expect(lines.first == "Error: Unknown option '--^[]0;owned^G'", "\(program.output.debugDescription)")
        #expect(lines.count > 1 && !program.output.contains("^J"))
        #expect(!program.output.contains("\u{1B}"))
    }

    @Test("Piped, output is byte for byte what the commands printed, escapes and all")
    func pipedKeepsBytes() throws {
        let run = try BuiltProgram.runPiped(input: "tap x\u{1B}]0;owned\u{07}\n", environment: sandbox.environment())
        #expect(run.stdout.contains("unknown control 'x\u{1B}]0;owned\u{07}'"), "\(run.stdout.debugDescription)")
    }
}
