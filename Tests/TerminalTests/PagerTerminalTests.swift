import Foundation
import Testing

/// At a real 80×24 terminal: what a command prints scrolls and is never paged, so what the
/// person types meanwhile reaches the next prompt; only a document they asked to read (`help`,
/// `code`, `intro`) longer than the screen goes through the pager, a secure `less -R -F -X` by
/// default.
@Suite("Output and the pager at a terminal")
struct PagerTerminalTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    private func path(_ name: String) -> String { sandbox.root.appendingPathComponent(name).path }

    /// The sandbox's environment with the lessons' progress in it too, and no history file; with
    /// `PAGER` as given (unset: the program's own choice, `less` when it is on the PATH).
    private func environment(pager: String?, _ overrides: [String: String] = [:]) -> [String: String] {
        var environment = sandbox.environment(
            ["COORDINATOR_PLAYGROUND_STATE_DIR": path("progress"), "COORDINATOR_PLAYGROUND_HISTORY": ""].merging(overrides) { $1 })
        environment["PAGER"] = pager
        return environment
    }

    /// A pager for the tests: records its arguments and environment in `name`-arguments and
    /// `name`-environment beside it, then shows its input between two markers. Run by sh, not
    /// executed, where it can be (see `FittingTerminalTests.pagerForLongText`).
    private func writeFakePager(named name: String, executable: Bool = false) throws -> String {
        let script = path(name)
        let recording = """
            #!/bin/sh
            printf '%s\\n' "$@" > '\(script)-arguments'
            env > '\(script)-environment'
            echo PAGER-START
            cat
            echo PAGER-END

            """
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: script).deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(
            FileManager.default.createFile(
                atPath: script, contents: Data(recording.utf8), attributes: [.posixPermissions: executable ? 0o755 : 0o644]))
        return script
    }

    private func lines(of file: String) throws -> [String] {
        try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test(
        "`swipe down` typed while `tap account` prints its 24 lines runs at the next prompt: nothing is paged, no file is written"
    )
    func typeAheadReachesThePrompt() throws {
        let folder = sandbox.root.appendingPathComponent("work", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // No PAGER: the program's own, `less`, would have been chosen for long output.
        let program = try TerminalProgram(arguments: ["lesson", "10"], environment: environment(pager: nil), directory: folder)
        try program.expect("Lesson 10: ")
        try program.expectPrompt("[lesson 10 step 1] > ")
        program.send("trace all\r")
        try program.expect("trace is all")
        try program.expectPrompt("[lesson 10 step 1] > ")
        // Typed at once: the second line arrives while the first one's output is printing.
        program.send("tap account\rswipe down\r")
        try program.expect("now showing LoginViewController#1")
        try program.expect("swiped NavigationController#2 down")
        try program.expect("now showing HomeViewController#1")
        try program.expectPrompt("[lesson 10 step 1] > ")
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        #expect(!program.output.contains("unknown command"), "\(program.output.debugDescription)")
    }

    @Test("What commands print is never paged, however long: a lesson's start, a trace, the state")
    func longOutputIsNotPaged() throws {
        let pager = try writeFakePager(named: "pager")
        let program = try TerminalProgram(environment: environment(pager: "sh \(pager)"))
        try program.expectPrompt(SessionText.prompt)
        program.send("lesson 10\r")
        try program.expect("Lesson 10: ")
        try program.expect("('goal' checks, 'hint' helps")
        try program.expectPrompt("[lesson 10 step 1] > ")
        program.send("trace all\r")
        try program.expectPrompt("[lesson 10 step 1] > ")
        program.send("tap account\r")
        try program.expect("tapped [Account]")
        try program.expect("now showing LoginViewController#1")
        try program.expectPrompt("[lesson 10 step 1] > ")
        program.send("state\r")
        try program.expect(#""visible""#)
        try program.expectPrompt("[lesson 10 step 1] > ")
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: pager + "-arguments"), "the pager ran")
        #expect(!program.output.contains("PAGER-START"))
    }

    @Test("A document longer than the screen (`code`, `help trace`) goes through `less -R -F -X` with LESSSECURE=1; a short one does not")
    func documentsGoThroughASecureLess() throws {
        let less = try writeFakePager(named: "bin/less", executable: true)
        let program = try TerminalProgram(environment: environment(pager: nil, ["PATH": path("bin") + ":/usr/bin:/bin"]))
        try program.expectPrompt(SessionText.prompt)
        program.send("code CatalogCoordinator\r")
        try program.expect("PAGER-START")
        try program.expectIgnoringColour("final class CatalogCoordinator")
        try program.expect("PAGER-END")
        try program.expectPrompt(SessionText.prompt)
        #expect(try lines(of: less + "-arguments") == ["-R", "-F", "-X"])
        let lessEnvironment = try lines(of: less + "-environment")
        #expect(lessEnvironment.contains("LESSSECURE=1"))
        #expect(lessEnvironment.contains("LESSCHARSET=utf-8"), "what the program writes, whatever the locale (C here)")
        program.send("help trace\r")
        try program.expect("PAGER-START")
        try program.expect("usage: trace")
        try program.expect("PAGER-END")
        try program.expectPrompt(SessionText.prompt)
        program.send("help tap\r")
        try program.expect("usage: tap")
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(program.output.components(separatedBy: "PAGER-START").count == 3, "`help tap` fits the screen")
    }

    @Test("The person's own $PAGER is honoured, with LESSSECURE=1 set for it too")
    func theirPagerIsSecureToo() throws {
        let pager = try writeFakePager(named: "pager")
        let program = try TerminalProgram(environment: environment(pager: "sh \(pager) --their-option", ["LESS": "-S"]))
        try program.expectPrompt(SessionText.prompt)
        program.send("help trace\r")
        try program.expect("PAGER-START")
        try program.expect("usage: trace")
        try program.expect("PAGER-END")
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(try lines(of: pager + "-arguments") == ["--their-option"])
        let pagerEnvironment = try lines(of: pager + "-environment")
        #expect(pagerEnvironment.contains("LESSSECURE=1"))
        #expect(pagerEnvironment.contains("LESS=-S"), "the rest of the environment is theirs")
    }
}

/// TAB with the cursor inside a word, at a terminal.
@Suite("TAB inside a word at a terminal")
struct TabInsideAWordTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    @Test("TAB inside a word completes it up to the cursor, replaces its tail, and keeps the rest of the line")
    func insideAWord() throws {
        let harness = try TerminalProgram(
            executable: "LineEditorHarness", arguments: ["--words", "editProfile", "twice"], environment: sandbox.environment())
        try harness.expectPrompt("harness> ")
        // `tap ed|Px`: the cursor two characters back.
        harness.send("tap edPx")
        try harness.expect("tap edPx")
        harness.sendControl("b")
        harness.sendControl("b")
        harness.send("\t\r")
        try harness.expect("line: [tap editProfile ]")
        try harness.expectPrompt("harness> ")
        // `tap ed|Px twice`: the rest of the line stays, its own space after the word.
        harness.send("tap edPx twice")
        try harness.expect("tap edPx twice")
        harness.sendControl("a")
        for _ in 0..<6 { harness.sendControl("f") }
        harness.send("\t\r")
        try harness.expect("line: [tap editProfile twice]")
        try harness.expectPrompt("harness> ")
        harness.sendControl("d")
        #expect(try harness.waitForExit() == 0)
    }

    @Test("In the playground, `tap ca|Px` and TAB twice give `tap cart twice`, which runs")
    func insideAWordInThePlayground() throws {
        let program = try TerminalProgram(environment: sandbox.environment(["COORDINATOR_PLAYGROUND_HISTORY": ""]))
        try program.expectPrompt(SessionText.prompt)
        program.send("tap caPx")
        try program.expect("tap caPx")
        program.sendControl("b")
        program.sendControl("b")
        program.send("\t\t\r")
        try program.expect("tapped [Cart] twice")
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(!program.output.contains("error:"), "\(program.output.debugDescription)")
    }
}
