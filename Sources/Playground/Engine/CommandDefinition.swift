/// The families commands are grouped in, in the order `help` lists them.
public enum CommandFamily: String, Sendable, CaseIterable {
    case looking = "Looking"
    case user = "Acting as the user"
    case programmer = "Acting as the programmer"
    case pictures = "Pictures"
    case session = "Session"
}

/// Everything about one command, in one place: its description (name, forms, what `help` says,
/// what TAB completes for each argument) and what it does.
public struct CommandDefinition: Sendable {
    public let description: CommandDescription
    public let family: CommandFamily
    /// Whether it changes the app. Those commands are logged, and the log is what `undo` and
    /// `reset` rebuild the app from.
    public let changesApp: Bool
    let run: @Sendable (Invocation) throws(CommandError) -> CommandOutput

    init(
        _ name: String, aliases: [String] = [], family: CommandFamily, forms: [CommandForm] = [CommandForm()],
        changesApp: Bool = false, summary: String, details: String,
        run: @escaping @Sendable (Invocation) throws(CommandError) -> CommandOutput
    ) {
        self.description = CommandDescription(
            name, aliases: aliases, section: family.rawValue, forms: forms, summary: summary, details: details)
        self.family = family
        self.changesApp = changesApp
        self.run = run
    }

    public var name: String { description.name }
    public var aliases: [String] { description.aliases }
    public var forms: [CommandForm] { description.forms }
    public var summary: String { description.summary }
    public var details: String { description.details }
    public var names: [String] { description.names }
    public var usages: [String] { description.usages }
    public var synopsis: String { description.synopsis }

    func nextSlots(after arguments: [String]) -> [ArgumentSlot] { description.nextSlots(after: arguments) }
}

/// One run of a command: the session it acts on and its arguments (the words after its name).
struct Invocation {
    let session: Session
    let arguments: [String]

    var app: LiveApp { session.live }
}

/// What a command produced: its lines, and the rare requests the front end carries out
/// (writing a file, leaving).
struct CommandOutput {
    var lines: [String] = []
    var fileToWrite: FileWrite?
    var recording: RecordingRequest?
    var shouldQuit = false

    init(_ lines: [String] = []) { self.lines = lines }
    init(_ line: String) { self.lines = [line] }
}
