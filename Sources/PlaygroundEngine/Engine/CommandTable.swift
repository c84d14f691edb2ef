/// Every command of the engine. Its `catalog` (with the lesson coach's commands added, at a lesson
/// prompt) is what `help`, TAB completion, prefix matching, "did you mean" and the README's
/// command reference read; property tests read the list itself.
public enum CommandTable {
    public static let all: [CommandDefinition] =
        LookingCommands.all + UserCommands.all + NavigationCommands.all + CoordinatorCommands.all + MessageCommands.all
        + PictureCommands.all + SessionCommands.all

    /// The engine's commands described, for resolving, suggesting and `help`; the lesson coach
    /// adds its own to it.
    public static let catalog = CommandCatalog(
        sections: CommandFamily.allCases.map(\.rawValue), descriptions: all.map(\.description))

    /// The command named exactly `name` (case-insensitive), aliases included.
    public static func definition(named name: String) -> CommandDefinition? {
        catalog.description(named: name).flatMap { byName[$0.name] }
    }

    private static let byName: [String: CommandDefinition] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every name a person can type, aliases included, in table order.
    public static var allNames: [String] { catalog.allNames }

    /// The command a typed word means: its exact name, or the one command it is a prefix of.
    static func resolve(_ word: String) throws(CommandError) -> CommandDefinition {
        let description = try catalog.resolve(word)
        return byName[description.name]!
    }
}
