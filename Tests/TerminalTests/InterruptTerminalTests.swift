import Foundation
import Testing

/// Ctrl-C and Ctrl-\ at a real terminal, whatever the program is doing when they come.
@Suite("Ctrl-C and Ctrl-\\ at a terminal")
struct InterruptTerminalTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    private func start(_ arguments: [String] = []) throws -> TerminalProgram {
        let program = try TerminalProgram(arguments: arguments, environment: sandbox.environment())
        try program.expectPrompt(SessionText.prompt)
        return program
    }

    @Test("Ctrl-C while libedit is still echoing fast typing clears the line, every time")
    func ctrlCWhileTypingFast() throws {
        let program = try start()
        // A burst of typing; the Ctrl-C comes once the echo has started, while libedit is busy
        // with the rest (before, about one in six was lost, and the line then ran).
        for _ in 0..<30 {
            program.send(String(repeating: "tap cart ", count: 100))
            try program.expect("tap cart tap cart")
            program.sendControl("c")
            try program.expect("^C")
            try program.expectPrompt(SessionText.prompt)
        }
        program.send("help\r")
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(!program.output.contains("unknown control"), "a cancelled line ran")
    }

    @Test("Ctrl-C during a slow TAB completion cancels the line; it never runs", arguments: 1...3)
    func ctrlCDuringSlowCompletion(attempt: Int) throws {
        let harness = try TerminalProgram(executable: "LineEditorHarness", environment: sandbox.environment())
        try harness.expectPrompt("harness> ")
        harness.send("half typed")
        try harness.expect("half typed")
        try harness.waitUntilWaitingForKey()
        harness.send("\t")
        try harness.expect("completing…")  // the completer is busy until a Ctrl-C reaches the program
        harness.sendControl("c")
        try harness.expect("^C")
        try harness.expect("interrupted")
        try harness.expectPrompt("harness> ")
        harness.send("after\r")
        try harness.expect("line: after")
        try harness.expectPrompt("harness> ")
        harness.sendControl("d")
        #expect(try harness.waitForExit() == 0)
        #expect(!harness.output.contains("line: half"), "\(harness.output.debugDescription)")
        #expect(!harness.output.contains("completed"), "the completion was applied after the Ctrl-C")
    }

    @Test("Ctrl-C while a long output prints stops it; the app is as the command left it")
    func ctrlCStopsLongOutput() throws {
        let program = try start()
        // 200 screens deep, `state` prints about 700 KB: far more than the terminal buffers.
        program.send(String(repeating: "push product 1\r", count: 200))
        try program.expect("ProductViewController#200")
        try program.expectPrompt(SessionText.prompt)
        program.send("state\r")
        try program.waitUntilBlockedWriting()
        program.sendControl("c")
        try program.expect("^C output stopped: ")
        try program.expect(" more lines not shown")
        try program.expectPrompt(SessionText.prompt)
        program.send("screen\r")
        try program.expect("ProductViewController#200")
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
    }

    @Test("Ctrl-\\ quits at once with status 131: no crash report, the terminal as it was")
    func ctrlBackslashQuits() throws {
        let program = try start()
        let before = try #require(program.terminalMode())
        program.send("half typed")
        try program.expect("half typed")
        try program.waitUntilWaitingForKey()
        let pressed = ContinuousClock.now
        program.send("\u{1C}")  // Ctrl-\
        #expect(try program.waitForExit() == 131)
        #expect(ContinuousClock.now - pressed < TerminalProgram.timeout)
        for text in ["Crash", "crash", "Backtrace", "Press space"] {
            #expect(!program.output.contains(text), "\(program.output.debugDescription)")
        }
        let after = try #require(program.terminalMode())
        #expect(before.c_lflag & tcflag_t(ICANON) == 0, "libedit's mode while editing")
        #expect(after.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))
    }
}
