/// What TAB does to the line, decided without a terminal so it can be tested plainly.
///
/// Behaves like a shell: a single candidate completes the word and adds a space; several insert
/// what they share, and when they share nothing more, are listed; none leaves the line alone
/// (no bell: the list or the unchanged line already says it).
enum TabCompletion: Equatable {
    /// Nothing to do.
    case none
    /// Replace the last `wordLength` characters before the cursor with `replacement`; counted in
    /// Unicode scalars because libedit counts wide characters.
    case replace(wordLength: Int, replacement: String)
    /// Show these candidates below the line; the line stays as it is.
    case list([String])

    /// `candidates` are whole words for `word`, the end of the text before the cursor that the
    /// completer said they replace (an open quote and all).
    init(candidates: [String], replacing word: Substring) {
        var unique: [String] = []
        for candidate in candidates where !unique.contains(candidate) { unique.append(candidate) }
        switch unique.count {
        case 0:
            self = .none
        case 1:
            self = .replace(wordLength: word.unicodeScalars.count, replacement: unique[0] + " ")
        default:
            let shared = Self.longestCommonPrefix(of: unique)
            if shared.count > word.count, shared.hasPrefix(word) {
                self = .replace(wordLength: word.unicodeScalars.count, replacement: shared)
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

    static func longestCommonPrefix(of words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            prefix = String(zip(prefix, word).prefix { $0 == $1 }.map(\.0))
        }
        return prefix
    }
}
