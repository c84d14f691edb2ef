import Testing

@testable import Terminal

@Suite("Interactive mode and colour")
struct TerminalStyleTests {
    @Test("Interactive only when both stdin and stdout are terminals")
    func interactive() {
        #expect(TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: [:]).isInteractive)
        #expect(!TerminalStyle(stdinIsTerminal: false, stdoutIsTerminal: true, environment: [:]).isInteractive)
        #expect(!TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: false, environment: [:]).isInteractive)
    }

    @Test(
        "Colour is off for NO_COLOR (any value), TERM=dumb and pipes",
        arguments: [
            (true, ["TERM": "xterm"], true),
            (true, ["TERM": "xterm", "NO_COLOR": ""], false),
            (true, ["TERM": "xterm", "NO_COLOR": "1"], false),
            (true, ["TERM": "dumb"], false),
            (false, ["TERM": "xterm"], false),
        ])
    func colour(terminal: Bool, environment: [String: String], expected: Bool) {
        #expect(TerminalStyle(stdinIsTerminal: terminal, stdoutIsTerminal: terminal, environment: environment).usesColor == expected)
    }

    @Test("Colour escapes in the prompt are marked as taking no columns")
    func promptMarkers() {
        let coloured = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: [:])
        #expect(coloured.decoratedPrompt("> ", nonPrintingMarker: "\u{1}") == "\u{1}\u{1B}[1;36m\u{1}>\u{1}\u{1B}[0m\u{1} ")
        let plain = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: ["NO_COLOR": "1"])
        #expect(plain.decoratedPrompt("> ", nonPrintingMarker: "\u{1}") == "> ")
    }

    @Test("Error, warning and quiet lines are coloured at a terminal, by tone not by text, and untouched otherwise")
    func lineColours() {
        let coloured = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: [:])
        let lines: [(String, TerminalStyle.Tone)] = [
            ("tapped [Cart]", .plain), ("error: looks like an error", .plain),
            ("  1  Screen#1  handled", .quiet), ("warning: careful", .warning), ("no such control", .error),
        ]
        #expect(
            lines.map { coloured.decoratedLine($0.0, tone: $0.1) } == [
                "tapped [Cart]", "error: looks like an error",
                "\u{1B}[2m  1  Screen#1  handled\u{1B}[0m", "\u{1B}[33mwarning: careful\u{1B}[0m",
                "\u{1B}[31mno such control\u{1B}[0m",
            ])
        let piped = TerminalStyle(stdinIsTerminal: false, stdoutIsTerminal: false, environment: [:])
        #expect(lines.map { piped.decoratedLine($0.0, tone: $0.1) } == lines.map(\.0))
        let noColour = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: ["NO_COLOR": ""])
        #expect(lines.map { noColour.decoratedLine($0.0, tone: $0.1) } == lines.map(\.0))
    }
}
