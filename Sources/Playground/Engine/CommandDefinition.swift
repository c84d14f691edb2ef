/// The families commands are grouped in, in the order `help` lists them.
public enum CommandFamily: String, Sendable, CaseIterable {
    case looking = "Looking"
    case user = "Acting as the user"
    case programmer = "Acting as the programmer"
    case pictures = "Pictures"
    case session = "Session"
}

/// Everything about one command, in one place: its name, how it is called, what `help` says,
/// what TAB completes for each argument, and what it does. `help`, completion, prefix matching
/// and "did you mean" all read these, so they cannot disagree.
public struct CommandDefinition: Sendable {
    public let name: String
    /// Other names that run it (`exit` for `quit`).
    public let aliases: [String]
    public let family: CommandFamily
    /// The ways to call it; the arguments must fit one of them.
    public let forms: [CommandForm]
    /// One line, for the `help` overview and the command reference.
    public let summary: String
    /// What `help NAME` adds below the usage: how it works and an example or two.
    public let details: String
    /// Whether it changes the app. Those commands are logged, and the log is what `undo` and
    /// `reset` rebuild the app from.
    public let changesApp: Bool
    /// What it does. A command that changes the app runs twice: live, and again later in the
    /// undo checkpoint (and in every replay of the log), so it must change only the app, through
    /// `Invocation.changingApp`, and never touch the outside world; files, leaving and the like
    /// are requests in its `CommandOutput` that the front end carries out once.
    let run: @Sendable (Invocation) throws(CommandError) -> CommandOutput

    init(
        _ name: String, aliases: [String] = [], family: CommandFamily, forms: [CommandForm] = [CommandForm()],
        changesApp: Bool = false, summary: String, details: String,
        run: @escaping @Sendable (Invocation) throws(CommandError) -> CommandOutput
    ) {
        self.name = name
        self.aliases = aliases
        self.family = family
        self.forms = forms
        self.changesApp = changesApp
        self.summary = summary
        self.details = details
        self.run = run
    }

    /// Every name it answers to.
    public var names: [String] { [name] + aliases }

    /// One usage line per form: `pop`, `pop to SCREEN-ID`.
    public var usages: [String] {
        names.flatMap { name in forms.map { $0.usage(for: name) } }
    }

    /// One line for the `help` overview and the reference: the forms merged when one extends
    /// the other (`pop [to SCREEN-ID]`), aliases after a bar (`quit | exit`).
    public var synopsis: String {
        let body: String
        if forms.count == 2, forms[1].slots.starts(with: forms[0].slots) {
            let extra = forms[1].slots.dropFirst(forms[0].slots.count).map(\.usage).joined(separator: " ")
            body = forms[0].usage(for: name) + " [\(extra)]"
        } else {
            body = forms.map { $0.usage(for: name) }.joined(separator: " | ")
        }
        return ([body] + aliases).joined(separator: " | ")
    }

    /// The slots that could take the next word after `arguments`, across every form.
    func nextSlots(after arguments: [String]) -> [ArgumentSlot] {
        var seen: [ArgumentSlot] = []
        for form in forms {
            for slot in form.nextSlots(after: arguments) where !seen.contains(slot) {
                seen.append(slot)
            }
        }
        return seen
    }
}

/// What a command produced: its lines, and the rare requests the front end carries out
/// (writing a file, leaving).
struct CommandOutput {
    var lines: [String] = []
    /// The delivery the command printed itself (`send`), so the trace does not print it again.
    var printedDelivery: PrintedDelivery?
    var fileToWrite: FileWrite?
    var recording: RecordingRequest?
    var shouldQuit = false
    /// What the session should do once the command has run.
    var sessionChange: SessionChange?

    init(_ lines: [String] = []) { self.lines = lines }
    init(_ line: String) { self.lines = [line] }
}

/// A change to the session itself that a command asks for; the session carries it out.
enum SessionChange: Equatable {
    case tracing(Bool)
    /// Take back the last logged command.
    case undo
    /// Start over with a freshly launched app.
    case reset
}
