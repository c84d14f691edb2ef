/// The words of a command line, as a shell would split them: whitespace separates words, and
/// quotes keep a word together (`type username "Pavel Gurov"`). Inside double quotes a backslash
/// escapes the next character; single quotes take everything literally. Text is kept exactly as
/// typed, so UTF-8 arguments (`type city "Нью-Йорк"`) arrive intact.
package struct CommandWords: Equatable {
    /// The finished words.
    package var words: [String]
    /// The word being typed at the end of the line (empty after trailing whitespace), for TAB.
    package var partial: String
    /// Whether the line ends inside a word (then `partial` is that word, possibly "" for `""`).
    package var partialIsWord: Bool
    /// Whether the line ends inside quotes that were never closed.
    package var hasOpenQuote: Bool
    /// How many Unicode scalars at the end of the line the partial word takes as typed, quotes
    /// and escapes included: what TAB replaces (0 after trailing whitespace).
    package var partialTypedLength: Int

    /// Splits leniently: nothing is refused, so completion can look at any half-typed line.
    package init(splitting line: String) {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaping = false
        var scalarsRead = 0, wordStart = 0
        for character in line {
            defer { scalarsRead += character.unicodeScalars.count }
            if escaping {
                current.append(character)
                escaping = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaping = true
                } else {
                    current.append(character)
                }
            } else if Self.separatesWords(character) {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                if !inWord { wordStart = scalarsRead }
                inWord = true
                if character == "\"" || character == "'" {
                    quote = character
                } else {
                    current.append(character)
                }
            }
        }
        self.words = words
        self.partial = current
        self.partialIsWord = inWord
        self.hasOpenQuote = quote != nil
        self.partialTypedLength = inWord ? scalarsRead - wordStart : 0
    }

    /// Whitespace, as `Character.isWhitespace` says, without its Unicode lookup for the ASCII
    /// characters nearly every line is made of (tab to carriage return, and space; "\r\n" is
    /// one Character whose ASCII value is "\n").
    static func separatesWords(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return character.isWhitespace }
        return ascii == 0x20 || (0x09...0x0D).contains(ascii)
    }

    /// The words of a line about to run: the partial word counts as a word, but an unclosed quote
    /// is an error.
    package static func parse(_ line: String) throws(CommandError) -> [String] {
        let split = CommandWords(splitting: line)
        if split.hasOpenQuote {
            // The line closed by the quote it opened: what the person most likely meant.
            let closed = ["\"", "'"].map { line + $0 }.first { !CommandWords(splitting: $0).hasOpenQuote }
            throw CommandError("unclosed quote in '\(line)'" + (closed.map { "; close it: \($0)" } ?? ""))
        }
        return split.partialIsWord ? split.words + [split.partial] : split.words
    }
}
