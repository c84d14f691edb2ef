/// `--force` after a FILE: replace a file already there without asking, as a script must (piped
/// input is never asked, so without it an existing file is kept).
package enum ForceFlag {
    package static let word = "--force"

    /// The FILE, if any, and whether `--force` followed it. `--force` alone is refused rather
    /// than taken for a file of that name (`./--force` names one).
    static func split(_ words: [String], usage: String) throws(CommandError) -> (file: String?, replacing: Bool) {
        guard let last = words.last, last.equalsIgnoringCase(word) else { return (words.first, false) }
        guard words.count == 2 else { throw CommandError("\(word) goes after the FILE it lets replace: \(usage)") }
        return (words[0], true)
    }
}

extension ArgumentSlot {
    /// An optional word that must be typed as it is (`--force`), shown as `[--force]`.
    static func flag(_ word: String) -> ArgumentSlot {
        ArgumentSlot(word, .keyword, .optional, choices: [word])
    }
}
