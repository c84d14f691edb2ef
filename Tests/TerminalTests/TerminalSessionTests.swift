import Foundation
import Testing

/// The program at a real (pseudo-)terminal, driven the way a person would drive it.
@Suite("At a terminal")
struct TerminalSessionTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    private func start(_ environment: [String: String] = [:]) throws -> TerminalProgram {
        let program = try TerminalProgram(environment: sandbox.environment(environment))
        try program.expectPrompt(SessionText.prompt)
        return program
    }

    @Test("TAB completes a command from its prefix")
    func tabCompletesCommand() throws {
        let program = try start()
        program.send("he\t")
        try program.expect("help")
        program.send("\r")
        try program.expect(SessionText.helpOutput)
    }

    @Test("TAB inside an open quote completes the quoted name, not the text after its space")
    func tabCompletesInsideOpenQuote() throws {
        let program = try start()
        program.send(#"select "Wool C"# + "\t\r")
        try program.expect(SessionText.selectedWoolCoat)
    }

    @Test("A line entered before a restart comes back with Up")
    func historySurvivesRestart() throws {
        let history = sandbox.root.appendingPathComponent("moved/history").path
        let first = try start(["COORDINATOR_PLAYGROUND_HISTORY": history])
        first.send("recall-me\r")
        try first.expect(SessionText.unknownCommand("recall-me"))
        try first.expectPrompt(SessionText.prompt)
        first.sendControl("d")
        #expect(try first.waitForExit() == 0)

        let second = try start(["COORDINATOR_PLAYGROUND_HISTORY": history])
        second.send("\u{1B}[A")
        try second.expect("recall-me")
        second.send("\r")
        try second.expect(SessionText.unknownCommand("recall-me"))
    }

    @Test("The history file is private to its owner (mode 0600)")
    func historyFileIsPrivate() throws {
        let program = try start()
        program.send("help\r")
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)

        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.historyFile.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test("Ctrl-C discards the half-typed line and the prompt carries on")
    func ctrlCDiscardsLine() throws {
        let program = try start()
        program.send("half typed")
        try program.expect("half typed")  // Ctrl-C flushes input not yet read
        try program.waitUntilWaitingForKey()
        program.sendControl("c")
        try program.expect("^C")
        try program.expectPrompt(SessionText.prompt)
        program.send("help\r")  // would be "half typedhelp" if the line were kept
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
    }

    @Test("Closing the terminal keeps the history and ends the program")
    func hangUpSavesHistory() throws {
        let program = try start()
        program.send("help\r")
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        program.send("half typed")
        try program.expect("half typed")
        try program.waitUntilWaitingForKey()

        #expect(try program.hangUp() == 128 + SIGHUP)
        let saved = try String(contentsOf: sandbox.historyFile, encoding: .utf8)
        #expect(saved.split(separator: "\n") == ["_HiStOrY_V2_", "help"])
    }

    /// The progress a piped run saved is offered back, in one line, to the person who starts
    /// the prompt later; a script started then gets nothing of it.
    @Test("A lesson under way is offered at start in one line; piped, nothing")
    func aLessonUnderWayIsOfferedAtStart() throws {
        let left = try BuiltProgram.runPiped(input: "lesson 2\nlesson off\n", environment: sandbox.environment())
        #expect(left.stdout.contains("You left lesson 2 at step 1"), "\(left.stdout)")
        let program = try TerminalProgram(environment: sandbox.environment())
        try program.expect("Lesson 2 is under way (step 1 of 6): 'lesson 2' resumes it.")
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        let piped = try BuiltProgram.runPiped(input: "help\n", environment: sandbox.environment())
        #expect(!piped.stdout.contains("under way"))
    }

    @Test("Ctrl-D on an empty line leaves with status 0")
    func ctrlDExits() throws {
        let program = try start()
        program.sendControl("d")
        #expect(try program.waitForExit() == 0)
    }

    @Test("UTF-8 typed in the C locale reaches the command intact")
    func utf8Intact() throws {
        let program = try start()  // LANG=C: the program must switch to UTF-8 itself
        program.send("héllo→✓\r")
        try program.expect(SessionText.unknownCommand("héllo→✓"))
    }

    @Test(
        "Colour only when allowed",
        arguments: [
            (["NO_COLOR": "1"], false),
            (["NO_COLOR": ""], false),
            (["TERM": "dumb"], false),
            ([:], true),
        ])
    func colour(environment: [String: String], expectsColour: Bool) throws {
        let program = try start(environment)
        program.send("help\r")
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)

        let output = program.output
        let hasColour = output.contains(/\u{1B}\[[0-9;]*m/)
        #expect(hasColour == expectsColour, "\(output.debugDescription)")
        if environment["TERM"] == "dumb" {
            #expect(!output.contains("\u{1B}"), "a dumb terminal gets no escapes at all: \(output.debugDescription)")
        }
    }

    @Test("An unwritable history directory costs one warning, not the session")
    func unwritableHistoryDirectory() throws {
        // A regular file where a directory should be: unwritable even for root.
        let blocker = sandbox.root.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let program = try start(["COORDINATOR_PLAYGROUND_HISTORY": blocker.path + "/state/history"])
        program.send("help\r")
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        program.send("help\r")
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        program.sendControl("d")
        #expect(try program.waitForExit() == 0)

        let warnings = program.output.components(separatedBy: "warning:").count - 1
        #expect(warnings == 1, "\(program.output.debugDescription)")
    }
}
