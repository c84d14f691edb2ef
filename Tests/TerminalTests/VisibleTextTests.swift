import Foundation
import Testing

@testable import Terminal

@Suite("Control characters shown, not obeyed")
struct VisibleTextTests {
    @Test("Escapes, C1 controls and DEL become visible; tab and printable text stay")
    func controlCharactersMadeVisible() {
        let cases: [(raw: String, shown: String)] = [
            ("plain text, é → ✓", "plain text, é → ✓"),
            ("title \u{1B}]0;owned\u{07}", "title ^[]0;owned^G"),
            ("clipboard \u{1B}]52;c;aGk=\u{1B}\\", "clipboard ^[]52;c;aGk=^[\\"),
            ("clear \u{1B}[2J\r", "clear ^[[2J^M"),
            ("nul \u{0} del \u{7F}", "nul ^@ del ^?"),
            ("csi \u{9B}2J", "csi <U+009B>2J"),
            ("a\tb", "a\tb"),
            ("\u{A0}no-break space stays", "\u{A0}no-break space stays"),
        ]
        for (raw, shown) in cases {
            #expect(raw.withVisibleControlCharacters == shown)
        }
    }

    @Test("At a terminal a line is made safe before it is coloured; piped, it is left as it is")
    func decoratedLineOrder() {
        let terminal = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: [:])
        #expect(terminal.decoratedLine("error: 'x\u{1B}[2J'", tone: .error) == "\u{1B}[31merror: 'x^[[2J'\u{1B}[0m")
        let noColour = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: ["NO_COLOR": "1"])
        #expect(noColour.decoratedLine("x\u{1B}[2J", tone: .plain) == "x^[[2J")
        let piped = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: false, environment: [:])
        #expect(piped.decoratedLine("x\u{1B}[2J", tone: .error) == "x\u{1B}[2J")
    }

    @Test("The prompt is made safe too; its own colour stays, bracketed for libedit")
    func prompt() {
        let terminal = TerminalStyle(stdinIsTerminal: true, stdoutIsTerminal: true, environment: [:])
        #expect(
            terminal.decoratedPrompt("[\u{1B}[2J] > ", nonPrintingMarker: "\u{1}")
                == "\u{1}\u{1B}[1;36m\u{1}[^[[2J] >\u{1}\u{1B}[0m\u{1} ")
    }
}
