/// Every command of the playground. `help`, TAB completion, prefix matching, "did you mean",
/// the README's command reference and property tests all come from this one list.
public enum CommandTable {
    public static let all: [CommandDefinition] =
        LookingCommands.all + UserCommands.all + NavigationCommands.all + CoordinatorCommands.all + MessageCommands.all
        + PictureCommands.all + SessionCommands.all

    /// The command named exactly `name` (case-insensitive), aliases included.
    public static func definition(named name: String) -> CommandDefinition? {
        byLowercasedName[name.lowercased()]
    }

    /// Every name, lowercased, to its command (the first in table order, should two share one):
    /// one lookup per command typed instead of lowercasing every name of the table.
    private static let byLowercasedName: [String: CommandDefinition] = {
        var table: [String: CommandDefinition] = [:]
        for definition in all {
            for name in definition.names where table[name.lowercased()] == nil {
                table[name.lowercased()] = definition
            }
        }
        return table
    }()

    /// Every name a person can type, aliases included, in table order.
    public static var allNames: [String] { all.flatMap(\.names) }

    /// The command a typed word means: its exact name, or the one command it is a prefix of.
    static func resolve(_ word: String) throws(CommandError) -> CommandDefinition {
        if let exact = definition(named: word) { return exact }
        let typed = word.lowercased()
        let matches = all.filter { $0.names.contains { $0.lowercased().hasPrefix(typed) } }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            let names = matches.flatMap { $0.names.filter { $0.lowercased().hasPrefix(typed) } }
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

    /// The command reference for the README, generated from the table so it cannot drift:
    /// one section per family, one row per command with its synopsis and its summary.
    public static func markdownReference() -> String {
        var lines = [
            "## Commands",
            "",
            "Names are case-insensitive and any unambiguous prefix of a command works (`sc` is `screen`).",
            "`help COMMAND` at the prompt tells more about each.",
        ]
        for family in CommandFamily.allCases {
            lines += ["", "### \(family.rawValue)", "", "| command | what it does |", "| --- | --- |"]
            for definition in all where definition.family == family {
                lines.append("| `\(definition.synopsis.replacingPipes)` | \(definition.summary.replacingPipes) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension String {
    /// A table cell cannot hold a bare `|`, not even in code (GitHub renders `\|` there as `|`).
    var replacingPipes: String { split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
}
