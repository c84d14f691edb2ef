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

    @Test("Colour is off for NO_COLOR (any value), TERM=dumb and pipes", arguments: [
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
        #expect(coloured.decoratedPrompt("> ", nonPrintingMarker: "\u{1}") == "\u{1}\u{1B}[1;36m\u{1}> \u{1}\u{1B}[0m\u{1}")
        let plain = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: ["NO_COLOR": "1"])
        #expect(plain.decoratedPrompt("> ", nonPrintingMarker: "\u{1}") == "> ")
    }

    @Test("Errors, warnings and trace lines are coloured at a terminal, and output is untouched otherwise")
    func outputColours() {
        let output = "tapped [Cart]\n~ NavigationController#1 push: A → B\nwarning: careful\nerror: no such control"
        let coloured = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: [:])
        #expect(coloured.decoratedOutput(output) == """
            tapped [Cart]
            \u{1B}[2m~ NavigationController#1 push: A → B\u{1B}[0m
            \u{1B}[33mwarning: careful\u{1B}[0m
            \u{1B}[31merror: no such control\u{1B}[0m
            """)
        let piped = TerminalStyle(stdinIsTerminal: false, stdoutIsTerminal: false, environment: [:])
        #expect(piped.decoratedOutput(output) == output)
        let noColour = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: ["NO_COLOR": ""])
        #expect(noColour.decoratedOutput(output) == output)
    }
}
