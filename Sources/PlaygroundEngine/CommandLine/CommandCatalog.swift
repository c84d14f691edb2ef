import TextLayout

/// The commands a prompt answers, described: the engine's, plus any the layer above adds (the
/// lesson coach's). Resolving a typed word, "did you mean", every name for TAB and the `help`
/// listing all read this one value, so they agree on every command whoever runs it.
public struct CommandCatalog: Sendable {
    /// In the order `help` lists them.
    package private(set) var descriptions: [CommandDescription]
    /// The headings of `help`, in order; a description's `section` is one of them.
    package private(set) var sections: [String]
    /// The engine's definition of each description, in the same order; nil for a command the
    /// layer above answers itself. Resolving a word yields both, with no second lookup by name.
    private var definitions: [CommandDefinition?] = []
    /// Every name, lowercased, to its description's index (the first in order, should two share one).
    private var byLowercasedName: [String: Int] = [:]
    /// The app whose commands these are (nil for a catalog made by hand), kept by `adding`: a
    /// layer that adds its own commands can keep its catalog for as long as the app stays.
    package let app: ObjectIdentifier?

    package init(sections: [String], descriptions: [CommandDescription], app: ObjectIdentifier? = nil) {
        self.init(sections: sections, descriptions: descriptions, definitions: descriptions.map { _ in nil }, app: app)
    }

    /// `definitions[i]` is the engine's command `descriptions[i]` describes.
    package init(sections: [String], descriptions: [CommandDescription], definitions: [CommandDefinition?], app: ObjectIdentifier?) {
        self.sections = []
        self.descriptions = []
        self.app = app
        append(sections, descriptions, definitions)
    }

    /// The catalog with `descriptions` added under a new last heading, `section`.
    package func adding(section: String, _ descriptions: [CommandDescription]) -> CommandCatalog {
        var catalog = self
        catalog.append([section], descriptions, descriptions.map { _ in nil })
        return catalog
    }

    private mutating func append(
        _ newSections: [String], _ newDescriptions: [CommandDescription], _ newDefinitions: [CommandDefinition?]
    ) {
        sections += newSections
        for (description, definition) in zip(newDescriptions, newDefinitions) {
            for name in description.names where byLowercasedName[name.lowercased()] == nil {
                byLowercasedName[name.lowercased()] = descriptions.count
            }
            descriptions.append(description)
            definitions.append(definition)
        }
    }

    /// Every name a person can type, aliases included, in order.
    package var allNames: [String] { descriptions.flatMap(\.names) }

    /// The command named exactly `name` (case-insensitive), aliases included.
    package func description(named name: String) -> CommandDescription? {
        byLowercasedName[name.lowercased()].map { descriptions[$0] }
    }

    /// The command a typed word means: its exact name, or the one command it is a prefix of.
    package func resolve(_ word: String) throws(CommandError) -> CommandDescription {
        try resolveCommand(word).description
    }

    /// `resolve`, with the engine's definition of the command (nil for one the layer above
    /// answers).
    package func resolveCommand(_ word: String) throws(CommandError) -> (description: CommandDescription, definition: CommandDefinition?) {
        if let exact = byLowercasedName[word.lowercased()] { return (descriptions[exact], definitions[exact]) }
        let typed = word.lowercased()
        let matches = descriptions.indices.filter { descriptions[$0].names.contains { $0.lowercased().hasPrefix(typed) } }
        if matches.count == 1 { return (descriptions[matches[0]], definitions[matches[0]]) }
        if matches.count > 1 {
            let names = matches.flatMap { descriptions[$0].names.filter { $0.lowercased().hasPrefix(typed) } }
            throw CommandError("ambiguous command '\(word)': \(names.joined(separator: ", "))")
        }
        var message = "unknown command '\(word)'"
        if let suggestion = Suggestion.closest(to: word, among: allNames) {
            message += "; did you mean \(suggestion)?"
        } else {
            message += ". Type 'help' for commands."
        }
        throw CommandError(message)
    }

    /// What `help` prints: one block per section, one line per command.
    package var helpOverview: [String] { HelpText.overview(of: self) }

    /// What `help NAME` prints: its usages, then its summary and details as Markdown.
    package func help(for description: CommandDescription) -> [OutputLine] { HelpText.details(of: description) }
}
