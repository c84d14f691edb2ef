import Synchronization

/// The words of a command line, as a shell would split them: whitespace separates words, and
/// quotes keep a word together (`type username "Pavel Gurov"`). Inside double quotes a backslash
/// escapes the next character; single quotes take everything literally. Outside quotes a
/// backslash escapes a space, a tab, a quote or a backslash (`select New\ York`), and is itself
/// before anything else (`a\b` stays as typed). Text is kept exactly as typed, so UTF-8
/// arguments (`type city "Нью-Йорк"`) arrive intact.
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

    /// While set, counts every line split in this task: tests hold a line to one split on its
    /// way through the coach and the session.
    @TaskLocal package static var splitCount: SplitCount?

    /// Splits leniently: nothing is refused, so completion can look at any half-typed line.
    package init(splitting line: String) {
        Self.splitCount?.add()
        // A line of plain ASCII (nearly every one) is read byte by byte: each byte is one
        // Character, so the words are the same, without finding grapheme breaks and comparing
        // Characters (most of what splitting cost). "\r\n", one Character but two bytes, is
        // whitespace either way.
        if line.utf8.allSatisfy({ $0 < 0x80 }) {
            self.init(units: line.utf8)
        } else {
            self.init(units: line)
        }
    }

    /// The line read by its Characters whatever it holds: what a plain ASCII line must split
    /// into byte by byte too.
    init(readingCharactersOf line: String) {
        self.init(units: line)
    }

    private init<Units: Sequence>(units line: Units) where Units.Element: WordUnit {
        typealias Unit = Units.Element
        var words: [String] = []
        // One buffer for every word of the line, sized for the longest: growing it a unit at a
        // time was most of what splitting a short line cost.
        var current: [Unit] = []
        current.reserveCapacity(line.underestimatedCount)
        var inWord = false
        var quote: Unit?
        var escaping = false
        var escapingOutsideQuotes = false
        var scalarsRead = 0, wordStart = 0
        for unit in line {
            defer { scalarsRead += unit.scalarCount }
            if escapingOutsideQuotes {
                escapingOutsideQuotes = false
                if unit.isEscapedOutsideQuotes {
                    current.append(unit)
                    continue
                }
                current.append(.backslash)
            }
            if escaping {
                current.append(unit)
                escaping = false
            } else if let open = quote {
                if unit == open {
                    quote = nil
                } else if unit == .backslash && open == .doubleQuote {
                    escaping = true
                } else {
                    current.append(unit)
                }
            } else if unit.separatesWords {
                if inWord { words.append(Unit.text(of: current)) }
                current.removeAll(keepingCapacity: true)
                inWord = false
            } else {
                if !inWord { wordStart = scalarsRead }
                inWord = true
                if unit == .doubleQuote || unit == .singleQuote {
                    quote = unit
                } else if unit == .backslash {
                    escapingOutsideQuotes = true
                } else {
                    current.append(unit)
                }
            }
        }
        // A backslash that ends the line escapes nothing: it stays.
        if escapingOutsideQuotes { current.append(.backslash) }
        self.words = words
        self.partial = Unit.text(of: current)
        self.partialIsWord = inWord
        self.hasOpenQuote = quote != nil
        self.partialTypedLength = inWord ? scalarsRead - wordStart : 0
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
        var words = split.words
        if split.partialIsWord { words.append(split.partial) }
        return words
    }
}

/// How many lines `CommandWords` split while it was set (see `CommandWords.splitCount`).
package final class SplitCount: Sendable {
    private let count = Mutex(0)

    package init() {}

    package var value: Int { count.withLock { $0 } }

    fileprivate func add() { count.withLock { $0 += 1 } }
}

/// What `CommandWords` reads a line as: its Characters, or its bytes when it is plain ASCII.
protocol WordUnit: Equatable {
    static var doubleQuote: Self { get }
    static var singleQuote: Self { get }
    static var backslash: Self { get }
    /// Whitespace, as `Character.isWhitespace` says.
    var separatesWords: Bool { get }
    /// What a backslash outside quotes escapes: a space, a tab, a quote, a backslash. Never a
    /// line break, which is one Character ("\r\n") but two bytes.
    var isEscapedOutsideQuotes: Bool { get }
    /// How many Unicode scalars it is.
    var scalarCount: Int { get }
    static func text(of units: [Self]) -> String
}

extension Character: WordUnit {
    static let doubleQuote: Character = "\""
    static let singleQuote: Character = "'"
    static let backslash: Character = "\\"
    var separatesWords: Bool { asciiValue?.separatesWords ?? isWhitespace }
    var isEscapedOutsideQuotes: Bool { asciiValue?.isEscapedOutsideQuotes ?? false }
    var scalarCount: Int { unicodeScalars.count }
    static func text(of units: [Character]) -> String { String(units) }
}

extension UInt8: WordUnit {
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    /// Tab to carriage return, and space: ASCII's whitespace, without `isWhitespace`'s lookup.
    var separatesWords: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
    var isEscapedOutsideQuotes: Bool { self == 0x20 || self == 0x09 || self == .doubleQuote || self == .singleQuote || self == .backslash }
    var scalarCount: Int { 1 }
    static func text(of units: [UInt8]) -> String { String(decoding: units, as: UTF8.self) }
}
