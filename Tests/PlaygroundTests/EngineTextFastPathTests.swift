import Foundation
import PropertyBased
import Testing
@testable import Playground

/// The byte-level shortcuts every command line takes must agree with the rules they shortcut:
/// splitting ASCII lines by bytes with splitting them by `Character`, and the Foundation-free trim
/// with Foundation's.
@Suite struct EngineTextFastPathTests {
    /// Lines made of the characters the splitting rules treat specially, and plain letters.
    static let asciiLines = Gen.oneOf(
        Gen.always("a"), Gen.always("b"), Gen.always(" "), Gen.always("\t"), Gen.always("\r"), Gen.always("\n"),
        Gen.always("\r\n"), Gen.always("\""), Gen.always("'"), Gen.always("\\"), Gen.always("\u{0B}")
    ).array(of: 0...24).map { $0.joined() }

    @Test func splittingASCIIByBytesAgreesWithSplittingByCharacters() async {
        await propertyCheck(input: Self.asciiLines) { line in
            #expect(CommandWords(splittingASCII: line) == CommandWords(splittingCharacters: line), "line: \(line.debugDescription)")
        }
    }

    @Test func splittingKeepsQuotedAndEscapedTextAsTyped() {
        #expect(CommandWords(splitting: #"type username "Pavel \"P\" Gurov" 'a\b'"#).words == ["type", "username", #"Pavel "P" Gurov"#])
        #expect(CommandWords(splitting: #"type username "Pavel \"P\" Gurov" 'a\b'"#).partial == #"a\b"#)
        #expect(CommandWords(splitting: "type city \"Нью-Йорк\"").partial == "Нью-Йорк")
        #expect(CommandWords(splitting: "select\u{00A0}Coats").words == ["select"], "a no-break space separates words too")
    }

    @Test func splittingIntoLinesAgreesWithSplittingCharactersAtNewline() async {
        #expect("a\n\nb\n".lines() == ["a", "", "b", ""])
        #expect("".lines() == [""])
        #expect("Нью\r\nЙорк\nx".lines() == ["Нью\r\nЙорк", "x"], "\"\\r\\n\" is one Character, not a line break")
        let text = Gen.oneOf(Gen.always("a"), Gen.always("\n"), Gen.always("\r"), Gen.always("\r\n"), Gen.always("é"), Gen.always("e\u{301}"))
        await propertyCheck(input: text.array(of: 0...12).map { $0.joined() }) { text in
            #expect(text.lines() == text.split(separator: "\n", omittingEmptySubsequences: false), "\(text.debugDescription)")
        }
    }

    @Test func trimmingAgreesWithFoundation() async {
        let samples = ["", " ", "tree", " tree ", "\ttree\r\n", "\u{00A0}tree\u{2028}", "\u{3000}select Coats\u{0085}",
                       "select \"Wool Coat\"", "\u{1680}", "x\u{200B}", "\u{0B}\u{0C}tap cart\u{0D}"]
        for sample in samples {
            #expect(sample.trimmingWhitespaceAndNewlines() == sample.trimmingCharacters(in: .whitespacesAndNewlines), "\(sample.debugDescription)")
            #expect(sample.trimmingWhitespace() == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)")
            #expect(sample.trimmingNewlines() == sample.trimmingCharacters(in: .newlines), "\(sample.debugDescription)")
        }
        let scalars = Gen.oneOf(Gen.always(" "), Gen.always("\u{00A0}"), Gen.always("\u{2029}"), Gen.always("\u{85}"),
                                Gen.always("a"), Gen.always("\""), Gen.always("\u{200B}"), Gen.always("\n"))
        await propertyCheck(input: scalars.array(of: 0...8).map { $0.joined() }) { text in
            #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }
}
