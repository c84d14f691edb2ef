import Testing

@testable import PlaygroundEngine

/// Words are separated where `Character.isWhitespace` says, for every ASCII character (checked
/// without the Unicode lookup) and beyond it; a plain ASCII line, read byte by byte, splits as
/// its Characters would.
@Suite struct CommandWordsWhitespaceTests {
    @Test func wordsSeparateWhereCharacterSaysWhitespace() {
        let characters =
            (0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n", "\u{A0}", "\u{2003}", "\u{3000}", "é", "\u{85}"]
        for character in characters {
            #expect(character.separatesWords == character.isWhitespace, "\(character.unicodeScalars.map(\.value))")
        }
        for byte in UInt8(0)...0x7F {
            #expect(byte.separatesWords == Character(Unicode.Scalar(byte)).isWhitespace, "\(byte)")
        }
    }

    @Test(arguments: [
        "select \"Wool Coat\"", "type username 'Pavel Gurov'", "type note \"a \\\"quoted\\\" word\"", "a\r\nb", "push\tproduct  3 ",
        "type x \"unclosed", "type x 'half", "back\\", "\"\"", "''", " ", "", "tap a\\ b \"c\\\\\" d",
    ])
    func asciiLineSplitsByBytesAsByCharacters(line: String) {
        #expect(CommandWords(splitting: line) == CommandWords(readingCharactersOf: line))
    }

    /// Every line of up to four characters from the ones that matter to splitting.
    @Test func everyShortLineSplitsByBytesAsByCharacters() {
        let alphabet = ["a", " ", "\"", "'", "\\", "\r", "\n", "\t"]
        var lines = [""]
        for _ in 1...4 { lines = lines + lines.flatMap { line in alphabet.map { line + $0 } } }
        for line in Set(lines) {
            #expect(CommandWords(splitting: line) == CommandWords(readingCharactersOf: line), "\(line.debugDescription)")
        }
    }
}
