import PlaygroundHost
import TextLayout

/// Everything about one command, in one place: its names and forms, what `help` says (which may
/// name the running app's things), what TAB completes for each argument, and what it does.
package struct CommandDefinition: Sendable {
    package let family: CommandFamily
    /// Whether it changes the app. Those commands are logged, and the log is what `undo` and
    /// `reset` rebuild the app from.
    package let changesApp: Bool
    /// Whether it reads the app. One that does not (`undo`, `reset`) runs while the app waits to
    /// be rebuilt after an `undo`, so a run of undos costs no rebuild of its own.
    let readsApp: Bool
    /// Its names and forms; what `help` says of it depends on the app (`description(for:)`).
    private let outline: CommandDescription
    private let summary: CommandText
    private let details: CommandText
    /// What it needs of the app beyond what every app has; in an app without it the session
    /// refuses it with the need's sentence, and `help` gives that sentence instead of `details`.
    package let need: CommandNeed?
    /// What `help` says instead of `details` in an app without a capability the command does
    /// without, acting on something else (`why` on closure outputs where there are no messages).
    private let detailsWithout: (capability: Capability, details: CommandText)?
    /// Lines that show it at work, which `help` ends with and the tests run in every app.
    private let examples: CommandExamples
    /// What it does. A command that changes the app runs again in every replay of the log (after
    /// `undo`, a rollback, a transcript), so it must change only the app, through
    /// `Invocation.changingApp`, and never touch the outside world; files, leaving and the like
    /// are requests in its `CommandOutput` that the front end carries out once.
    let run: @Sendable (Invocation) throws(CommandError) -> CommandOutput

    init(
        _ name: String, aliases: [String] = [], family: CommandFamily, forms: [CommandForm] = [CommandForm()],
        changesApp: Bool = false, readsApp: Bool = true, needs need: CommandNeed? = nil, summary: CommandText, details: CommandText,
        without detailsWithout: (capability: Capability, details: CommandText)? = nil, examples: CommandExamples,
        run: @escaping @Sendable (Invocation) throws(CommandError) -> CommandOutput
    ) {
        self.outline = CommandDescription(name, aliases: aliases, section: family.rawValue, forms: forms, summary: "", details: "")
        self.family = family
        self.changesApp = changesApp
        self.readsApp = readsApp
        self.summary = summary
        self.details = details
        self.need = need
        self.detailsWithout = detailsWithout
        self.examples = examples
        self.run = run
    }

    /// The command as `help` shows it for `app`, in a session that may switch to `apps`.
    package func description(for app: AppFacts, among apps: [any PlaygroundApp.Type] = []) -> CommandDescription {
        CommandDescription(
            name, aliases: aliases, section: outline.section, forms: forms, summary: summary.text(for: app),
            details: helpDetails(for: app, among: apps))
    }

    private func helpDetails(for app: AppFacts, among apps: [any PlaygroundApp.Type]) -> String {
        if let refusal = refusal(in: app, among: apps) { return "Not in this app: " + refusal + "." }
        let text = detailsWithout.flatMap { app.offers($0.capability) ? nil : $0.details } ?? details
        guard let examples = examples.paragraph(for: app) else { return text.text(for: app) }
        return text.text(for: app) + "\n\n" + examples
    }

    /// The lines that show it at work in `app`, with what each needs done first; none in an app
    /// without what it needs, whose names (no messages, no services) could make none.
    package func examples(for app: AppFacts) -> [CommandExample] {
        guard need.map({ app.offers($0.capability) }) ?? true else { return [] }
        return examples.examples(for: app)
    }

    /// Why it does nothing in `app`, from what it declared it needs; nil when the app has it.
    package func refusal(in app: AppFacts, among apps: [any PlaygroundApp.Type]) -> String? {
        need?.refusal(in: app, among: apps)
    }

    /// The same for an app given by its type, as a session checks every command.
    package func refusal(for app: any PlaygroundApp.Type, among apps: [any PlaygroundApp.Type]) -> String? {
        need?.refusal(for: app, among: apps)
    }

    package var name: String { outline.name }
    package var aliases: [String] { outline.aliases }
    package var forms: [CommandForm] { outline.forms }
    package var names: [String] { outline.names }
    package var usages: [String] { outline.usages }
    package var synopsis: String { outline.synopsis }

    func nextSlots(after arguments: [String]) -> [ArgumentSlot] { outline.nextSlots(after: arguments) }
}
