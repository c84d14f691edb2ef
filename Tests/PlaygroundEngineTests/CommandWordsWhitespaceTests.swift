import Testing

@testable import PlaygroundEngine

/// Words are separated where `Character.isWhitespace` says, for every ASCII character (checked
/// without the Unicode lookup) and beyond it.
@Suite struct CommandWordsWhitespaceTests {
    @Test func wordsSeparateWhereCharacterSaysWhitespace() {
        let characters =
            (0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n", "\u{A0}", "\u{2003}", "\u{3000}", "é", "\u{85}"]
        for character in characters {
            #expect(CommandWords.separatesWords(character) == character.isWhitespace, "\(character.unicodeScalars.map(\.value))")
        }
    }
}
