/// What TAB does to the line, decided without a terminal so it can be tested plainly.
///
/// Behaves like a shell: a single candidate completes the word and adds a space; several insert
/// what they share, and when they share nothing more, are listed; none leaves the line alone
/// (no bell: the list or the unchanged line already says it).
///
/// TAB inside a word completes the word under the cursor: its text from its start to the cursor
/// is what is completed, and the rest of it, up to the next space (outside quotes), is its tail,
/// which the completion replaces. The rest of the line after the tail stays as it was; when there
/// is some, a completed word adds no space of its own (the line's own space follows it).
enum TabCompletion: Equatable {
    /// Nothing to do.
    case none
    /// Replace the last `wordLength` characters before the cursor and the first `tailLength`
    /// after it with `replacement`, the cursor after it; counted in Unicode scalars because
    /// libedit counts wide characters.
    case replace(wordLength: Int, tailLength: Int, replacement: String)
    /// Show these candidates below the line; the line stays as it is.
    case list([String])

    /// `candidates` are whole words for `word`, the end of the text before the cursor that the
    /// completer said they replace (an open quote and all); `tail` is the rest of that word after
    /// the cursor (see `tail(after:word:)`), and `lineGoesOn` whether anything follows the tail.
    init(candidates: [String], replacing word: Substring, tail: Substring = "", lineGoesOn: Bool = false) {
        var unique: [String] = []
        for candidate in candidates where !unique.contains(candidate) { unique.append(candidate) }
        let wordLength = word.unicodeScalars.count
        let tailLength = tail.unicodeScalars.count
        switch unique.count {
        case 0:
            self = .none
        case 1:
            self = .replace(wordLength: wordLength, tailLength: tailLength, replacement: unique[0] + (lineGoesOn ? "" : " "))
        default:
            let shared = Self.longestCommonPrefix(of: unique)
            if shared.count > word.count, shared.hasPrefix(word) {
                self = .replace(wordLength: wordLength, tailLength: tailLength, replacement: shared)
            } else {
                self = .list(unique)
            }
        }
    }

    /// The last `length` Unicode scalars of `text` (all of it when it is shorter).
    static func word(endingText text: String, length: Int) -> Substring {
        let scalars = text.unicodeScalars
        let start = scalars.index(scalars.endIndex, offsetBy: -length, limitedBy: scalars.startIndex) ?? scalars.startIndex
        return Substring(scalars[start...])
    }

    /// The rest of `word` (the word before the cursor, as the completer took it) in
    /// `textAfterCursor`: up to the first space that no quote opened in the word, or after it,
    /// keeps in the word (quotes and escapes read as the command line reads them). Nothing when
    /// the cursor is not inside a word (`word` is empty): then TAB inserts a word before what
    /// follows.
    static func tail(after textAfterCursor: String, word: Substring) -> Substring {
        guard !word.isEmpty else { return textAfterCursor[..<textAfterCursor.startIndex] }
        var quote: Character?
        var escaping = false
        func read(_ character: Character) {
            if escaping {
                escaping = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaping = true
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "\\" {
                escaping = true  // `New\ York`: the space is the word's
            }
        }
        word.forEach(read)
        var end = textAfterCursor.startIndex
        while end < textAfterCursor.endIndex {
            let character = textAfterCursor[end]
            if quote == nil, !escaping, character.isWhitespace { break }
            read(character)
            end = textAfterCursor.index(after: end)
        }
        return textAfterCursor[..<end]
    }

    static func longestCommonPrefix(of words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            prefix = String(zip(prefix, word).prefix { $0 == $1 }.map(\.0))
        }
        return prefix
    }
}
