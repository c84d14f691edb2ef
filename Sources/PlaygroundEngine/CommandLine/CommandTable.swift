import PlaygroundHost
import Synchronization

/// Every command of the engine. Its catalog for an app (with the lesson coach's commands added,
/// at a lesson prompt) is what `help`, TAB completion, prefix matching, "did you mean" and the
/// command reference (`docs/commands.md`) read; property tests read the list itself.
package enum CommandTable {
    /// In the order `help` lists them within a family. Each command is one file,
    /// `Commands/<Family>/<Name>Command.swift`; Swift has no way to gather them by itself, so a new
    /// one is added here too.
    package static let all: [CommandDefinition] = [
        TreeCommand.definition, StackCommand.definition, ScreenCommand.definition, ChainCommand.definition, OutputsCommand.definition,
        StateCommand.definition, ObjectsCommand.definition, QueueCommand.definition, ServicesCommand.definition,
        WhyCommand.definition, WhoCommand.definition, HoldersCommand.definition, CodeCommand.definition,
        TapCommand.definition, TypeCommand.definition, SelectCommand.definition, BackCommand.definition, SwipeCommand.definition,
        OpenCommand.definition, NotifyCommand.definition,
        PushCommand.definition, PopCommand.definition, NavCommand.definition, PresentCommand.definition, DismissCommand.definition,
        SegueCommand.definition, StartCommand.definition, StopCommand.definition, SendCommand.definition, ServiceCommand.definition,
        ExportCommand.definition, ViewCommand.definition,
        TraceCommand.definition, RecordCommand.definition, UndoCommand.definition, ResetCommand.definition, AppCommand.definition,
        HelpCommand.definition, ClearCommand.definition, QuitCommand.definition,
    ]

    /// The engine's commands as `help` describes them for `app`, in a session that may switch to
    /// `apps` (a refusal points at one that has what a command needs), for resolving, suggesting
    /// and `help`; the lesson coach adds its own to it. Made once per app and apps: every session
    /// of it (a replay starts one per transcript) has the same.
    package static func catalog(for app: any PlaygroundApp.Type, among apps: [any PlaygroundApp.Type] = []) -> CommandCatalog {
        let key = [app].map(ObjectIdentifier.init) + apps.map(ObjectIdentifier.init)
        if let made = catalogs.withLock({ $0[key] }) { return made }
        let facts = AppFacts(app)
        let catalog = CommandCatalog(
            sections: CommandFamily.allCases.map(\.rawValue), descriptions: all.map { $0.description(for: facts, among: apps) },
            definitions: all, app: ObjectIdentifier(app))
        catalogs.withLock { $0[key] = catalog }
        return catalog
    }

    private static let catalogs = Mutex<[[ObjectIdentifier]: CommandCatalog]>([:])

    /// The command named exactly `name` (case-insensitive), aliases included.
    package static func definition(named name: String) -> CommandDefinition? {
        byLowercasedName[name.lowercased()]
    }

    private static let byLowercasedName: [String: CommandDefinition] = Dictionary(
        all.flatMap { definition in definition.names.map { ($0.lowercased(), definition) } }, uniquingKeysWith: { first, _ in first })

    /// Every name a person can type, aliases included, in table order.
    package static let allNames: [String] = all.flatMap(\.names)

    /// The command a typed word means in `catalog` (the engine's, for the app that runs): its
    /// exact name, or the one command it is a prefix of.
    static func resolve(_ word: String, in catalog: CommandCatalog) throws(CommandError) -> CommandDefinition {
        let (description, definition) = try catalog.resolveCommand(word)
        guard let definition else { throw CommandError("'\(description.name)' is not a command of the engine") }
        return definition
    }
}
