import Foundation
import PropertyBased
import Testing
import TextLayout

@testable import PlaygroundEngine

/// The shortcuts text takes on its way through the engine must agree with the rules they
/// shortcut: lines split on bytes with lines split on `Character`, and the Foundation-free trim
/// with Foundation's; and command words keep what was typed.
@Suite struct EngineTextFastPathTests {
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
        let text = Gen.oneOf(
            Gen.always("a"), Gen.always("\n"), Gen.always("\r"), Gen.always("\r\n"), Gen.always("é"), Gen.always("e\u{301}"))
        await propertyCheck(input: text.array(of: 0...12).map { $0.joined() }) { text in
            #expect(text.lines() == text.split(separator: "\n", omittingEmptySubsequences: false), "\(text.debugDescription)")
        }
    }

    @Test func trimmingAgreesWithFoundation() async {
        let samples = [
            "", " ", "tree", " tree ", "\ttree\r\n", "\u{00A0}tree\u{2028}", "\u{3000}select Coats\u{0085}",
            "select \"Wool Coat\"", "\u{1680}", "x\u{200B}", "\u{0B}\u{0C}tap cart\u{0D}",
        ]
        for sample in samples {
            #expect(
                sample.trimmingWhitespaceAndNewlines() == sample.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(sample.debugDescription)")
            #expect(sample.trimmingWhitespace() == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)")
            #expect(sample.trimmingNewlines() == sample.trimmingCharacters(in: .newlines), "\(sample.debugDescription)")
        }
        let scalars = Gen.oneOf(
            Gen.always(" "), Gen.always("\u{00A0}"), Gen.always("\u{2029}"), Gen.always("\u{85}"),
            Gen.always("a"), Gen.always("\""), Gen.always("\u{200B}"), Gen.always("\n"))
        await propertyCheck(input: scalars.array(of: 0...8).map { $0.joined() }) { text in
            #expect(
                text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }
}
