import Foundation
import TestSupport
import Testing

/// The program at terminals of several widths: its colours are reset where they end, every
/// line fits the width, lesson text is reflowed to it, a long document goes through the pager,
/// and `clear` clears.
@Suite("Fitting the terminal")
struct FittingTerminalTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    private func start(_ environment: [String: String] = [:], columns: Int = 80) throws -> TerminalProgram {
        let program = try TerminalProgram(environment: sandbox.environment(environment), columns: columns)
        try program.expectPrompt(SessionText.prompt)
        return program
    }

    @Test("Typed text and plain output carry no colour; every colour opened is closed before the line ends")
    func coloursAreReset() throws {
        let program = try start()
        program.send("screen\r")
        try program.expect("tap cart")
        try program.expectPrompt(SessionText.prompt)
        program.send("no-such-thing\r")
        try program.expect(SessionText.unknownCommand("no-such-thing"))
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)

        let screen = ScreenBytes(program.output)
        #expect(program.output.contains("\u{1B}[31m"), "the error line is red")
        #expect(screen.lines.allSatisfy { !$0.endsColoured }, "\(screen.lines.filter(\.endsColoured).map(\.text))")
        let typed = screen.lines.filter { $0.text.hasPrefix("> ") }
        #expect(typed.map(\.text) == ["> screen", "> no-such-thing", "> quit"])
        #expect(typed.allSatisfy { !$0.coloured.dropFirst().contains(true) }, "only the prompt's > is coloured")
        #expect(screen.showsUncoloured("HomeViewController#1"))
        #expect(screen.showsUncoloured("tap cart"))
    }

    @Test("Under NO_COLOR nothing is coloured: no colour escape at all")
    func noColour() throws {
        let program = try start(["NO_COLOR": "1"])
        program.send("lesson 1\r")
        try program.expectPrompt("[lesson 1 step 1] > ")
        program.send("nope\r")
        try program.expectPrompt("[lesson 1 step 1] > ")
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(program.output.firstRange(of: #/\x1B\[[0-9;]*m/#) == nil)
    }

    @Test(
        "`intro` longer than the screen goes through $PAGER, in the terminal's foreground group (where less can read keys), and nothing is printed again after it; the lesson's start is printed, not paged"
    )
    func pagerForLongText() throws {
        let pager = sandbox.root.appendingPathComponent("pager").path
        // A pager outside the terminal's foreground process group cannot read keys: `less` quits.
        let foreground = #"[ "$(ps -o pgid= -p $$ | tr -d ' ')" = "$(ps -o tpgid= -p $$ | tr -d ' ')" ] && echo PAGER-IN-FOREGROUND"#
        try "echo PAGER-START\n\(foreground)\ncat\necho PAGER-END\n".write(toFile: pager, atomically: true, encoding: .utf8)
        // Read by sh, not executed: a test spawning a program at the same moment could hold the
        // new file open for writing (ETXTBSY). Twelve rows: lesson 1's introduction is longer.
        let program = try TerminalProgram(environment: sandbox.environment(["PAGER": "sh \(pager)"]), rows: 12)
        try program.expectPrompt(SessionText.prompt)
        program.send("lesson 1\r")
        try program.expect("Lesson 1: ")
        try program.expect("Step 1 of 4")
        try program.expectPrompt("[lesson 1 step 1] > ")
        #expect(!program.output.contains("PAGER-START"), "a lesson's start is printed, however long")
        program.send("intro\r")
        try program.expect("PAGER-START")
        try program.expect("PAGER-IN-FOREGROUND")
        try program.expect("Lesson 1: ")
        try program.expect("Three lesson commands help you")
        try program.expect("PAGER-END")
        try program.expectPrompt("[lesson 1 step 1] > ")
        let afterPager = try #require(program.output.components(separatedBy: "PAGER-END").last)
        #expect(!afterPager.contains("Lesson 1") && !afterPager.contains("Step 1"), "\(afterPager.debugDescription)")
        program.send("chain\r")
        try program.expect("Application#1")
        try program.expectPrompt("[lesson 1 step 1] > ")
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(program.output.components(separatedBy: "PAGER-START").count == 2)
    }

    @Test("A table meets the terminal's width: at 80 columns the chain's reasons fit beside their rows, at 60 they start rows of their own")
    func chainFitsTheTerminal() throws {
        for columns in [80, 60] {
            let program = try start(columns: columns)
            program.send("tap cart\r")
            try program.expectPrompt(SessionText.prompt)
            program.send("chain\r")
            try program.expect("ShopAppDelegate#1")
            try program.expectPrompt(SessionText.prompt)
            program.send("quit\r")
            #expect(try program.waitForExit() == 0)
            let lines = ScreenBytes(program.output).lines.map(\.text)
            let delegate = try #require(lines.firstIndex { $0.contains("ShopSceneDelegate#1") })
            if columns == 80 {
                #expect(lines[delegate].hasSuffix("scene delegate         via override"))
            } else {
                #expect(lines[delegate].hasSuffix("scene delegate"))
                #expect(lines[delegate + 1].trimmingCharacters(in: .whitespaces) == "via override")
            }
            #expect(lines.allSatisfy { cells($0) <= columns })
        }
    }

    @Test("clear clears the screen at a terminal, and prints nothing piped; help names it and Ctrl-L")
    func clearCommand() throws {
        let program = try start()
        program.send("clear\r")
        try program.expect("\u{1B}[H\u{1B}[2J")
        try program.expectPrompt(SessionText.prompt)
        program.sendControl("l")
        try program.expect("\u{1B}[H\u{1B}[2J")
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)

        let piped = try BuiltProgram.runPiped(input: "clear\nhelp clear\n", environment: sandbox.environment())
        #expect(piped.stdout.hasPrefix("usage: clear\n"))
        #expect(piped.stdout.contains("Ctrl-L"))
        #expect(!piped.stdout.contains("\u{1B}"))
    }

    @Test("Lessons 1 to 12 solved at 80×24: no line wider than 80 cells, no colour left open", .timeLimit(.minutes(5)))
    func lessonsFitEightyColumns() throws {
        let lines = try solveEveryLesson(columns: 80)
        let widest = lines.map { cells($0.text) }.max() ?? 0
        #expect(widest <= 80, "\(lines.filter { cells($0.text) > 80 }.map(\.text))")
        #expect(lines.allSatisfy { !$0.endsColoured }, "\(lines.filter(\.endsColoured).map(\.text))")
    }

    @Test(
        "The same lessons at 60 and 120 columns reflow: lines fill up to the width, never beyond", .timeLimit(.minutes(5)),
        arguments: [60, 120])
    func lessonsReflow(columns: Int) throws {
        let lines = try solveEveryLesson(columns: columns)
        let widest = lines.map { cells($0.text) }.max() ?? 0
        #expect(widest <= columns)
        #expect(widest > columns - 8, "the widest line is \(widest) cells at \(columns) columns")
        #expect(lines.allSatisfy { !$0.endsColoured })
    }

    /// Every step of every lesson, by the coach's `solution run`, at a terminal `columns` wide.
    private func solveEveryLesson(columns: Int) throws -> [ScreenBytes.Line] {
        let program = try start(columns: columns)
        for (lesson, steps) in try lessonStepCounts() {
            program.send("lesson \(lesson)\r")
            try program.expectPrompt("[lesson \(lesson) step 1] > ")
            for step in 1...steps {
                program.send("solution run\r")
                try program.expectPrompt("[y/N] ")
                program.send("y\r")
                // The last step done, the prompt drops the lesson.
                try program.expectPrompt(step < steps ? "[lesson \(lesson) step \(step)] > " : SessionText.prompt)
                guard step < steps else { break }
                program.send("next\r")
                try program.expectPrompt("[lesson \(lesson) step \(step + 1)] > ")
            }
        }
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        return ScreenBytes(program.output).lines
    }

    /// Each lesson's number and how many steps it has, from the lesson files.
    private func lessonStepCounts() throws -> [(Int, Int)] {
        let folder = PackagePaths.url("lessons")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().compactMap { name in
            guard name.hasSuffix(".md"), let number = Int(name.prefix(while: \.isNumber)) else { return nil }
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return (number, text.split(separator: "\n").filter { $0.hasPrefix("## Step ") }.count)
        }
    }

    /// Display cells, counted independently of the program: marks none, wide characters two.
    private func cells(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { count, scalar in
            let properties = scalar.properties
            if properties.generalCategory == .nonspacingMark || properties.generalCategory == .format { return count }
            if properties.isEmojiPresentation || (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
            {
                return count + 2
            }
            return count + 1
        }
    }
}
