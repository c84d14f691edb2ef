/// A command line read once: its words by `CommandWords`' rule, and the command the first of them
/// names at the prompt. The lesson coach reads a line so to route it, hands the same value to the
/// session to run, and judges its goals by the command resolved here: a quoted (`"tree"`) or
/// abbreviated (`sc`) name counts as the command it ran, and no layer splits the line again.
public struct ParsedLine: Sendable {
    /// The line without the whitespace around it: what the log records and `why` quotes.
    package let text: String
    /// The command the first word names, however it was typed (a prefix, another case, quoted).
    package let command: CommandDescription
    /// The engine's command; nil when the layer above answers it (the coach's `lesson`).
    package let definition: CommandDefinition?
    /// The words after the command's name.
    package let arguments: [String]

    /// Reads `line` and resolves its first word in `catalog`; nil for a line with no words.
    /// Throws for an unclosed quote, or a word that names no command (one it is a prefix of).
    package init?(_ line: String, in catalog: CommandCatalog) throws(CommandError) {
        let text = line.trimmingWhitespaceAndNewlines()
        try self.init(text: text, words: CommandWords.parse(text), in: catalog)
    }

    /// `words` are `text`'s, as `CommandWords.parse` reads them; only resolving can throw.
    package init?(text: String, words: [String], in catalog: CommandCatalog) throws(CommandError) {
        guard let first = words.first else { return nil }
        (command, definition) = try catalog.resolveCommand(first)
        self.text = text
        arguments = Array(words.dropFirst())
    }
}
