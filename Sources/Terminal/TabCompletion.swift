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

    /// `textBeforeCursor` is what the completer saw; `candidates` are full words for the word
    /// being typed (the text after the last space).
    init(textBeforeCursor: String, candidates: [String]) {
        let word = Self.wordBeingTyped(in: textBeforeCursor)
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

    static func wordBeingTyped(in text: String) -> String {
        String(text.split(separator: " ", omittingEmptySubsequences: false).last ?? "")
    }

    static func longestCommonPrefix(of words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            prefix = String(zip(prefix, word).prefix { $0 == $1 }.map(\.0))
        }
        return prefix
    }
}
