/// Something that answers the lines typed at the prompt: the engine's `Session`, or a
/// `LessonCoach` wrapped around one. The front end talks to this, so it can run either.
public protocol LineInterpreter: AnyObject {
    var banner: String { get }
    var prompt: String { get }
    /// The commands it answers, described: what `help`, TAB and prefixes go by.
    var commands: CommandCatalog { get }
    func execute(_ line: String) -> CommandResult
    /// A line already read and resolved against `commands`, run as `execute` runs its text.
    func run(_ parsed: ParsedLine) -> CommandResult
    func completions(forLine line: String) -> Completions
    /// What a transcript started now must open with to replay from a fresh app (see `Session`).
    func transcriptPreamble() -> (directives: [String], commands: [(command: String, result: CommandResult)])
    /// One small piece of the work kept for the pauses between commands; false when none is
    /// left (see `Session.doPauseWork`).
    func doPauseWork() -> Bool
    /// The share of that work done after each piped command, which has no pauses (see
    /// `Session.doWorkBetweenPipedCommands`).
    func doWorkBetweenPipedCommands()
    /// The app as it stands, for lesson goals to read; nil for an interpreter without an app.
    func appSnapshot() -> AppSnapshot?
    /// The app as a picture draws it (see `Session.pictureSnapshot`).
    func pictureSnapshot() -> AppSnapshot?
    /// What the last command that acted on the app did, for a picture to tell (see
    /// `Session.lastCommandStory`).
    func lastCommandStory() -> CommandStory?
    /// Records each transition's steps for the story even with the trace off (see
    /// `Session.keepTransitionSteps`).
    func keepTransitionSteps(_ keep: Bool)
    /// How much each command prints (`trace off|on|all`), which a lesson's goal may ask for.
    var traceLevel: TraceLevel { get }
}

extension Session: LineInterpreter {}

package extension LineInterpreter {
    /// By default its text is run again.
    func run(_ parsed: ParsedLine) -> CommandResult { execute(parsed.text) }

    /// By default nothing: an interpreter that cannot tell how its app was built records from
    /// where it stands.
    func transcriptPreamble() -> (directives: [String], commands: [(command: String, result: CommandResult)]) {
        ([], [])
    }

    /// By default there is none.
    func doPauseWork() -> Bool { false }

    /// By default none.
    func doWorkBetweenPipedCommands() {}

    /// By default none.
    func appSnapshot() -> AppSnapshot? { nil }

    /// By default the whole snapshot.
    func pictureSnapshot() -> AppSnapshot? { appSnapshot() }

    /// By default none.
    func lastCommandStory() -> CommandStory? { nil }

    /// By default there are none to keep.
    func keepTransitionSteps(_ keep: Bool) {}

    /// By default nothing is traced.
    var traceLevel: TraceLevel { .off }
}
