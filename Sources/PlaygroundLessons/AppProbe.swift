import PlaygroundEngine

/// What goal checks look at: the app's snapshot, taken from the interpreter at most once per
/// check (and only if a goal needs it), plus what the learner did: the last command's output
/// and the commands run during the step.
///
/// The snapshot holds only what `state` and `objects` show, so a goal can only ask about what
/// the learner can see for themselves.
final class AppProbe {
    private let interpreter: any LineInterpreter
    let lastOutput: String
    /// First words of the commands that succeeded during the step, lower-cased, as typed.
    let commandsRun: [String]

    init(interpreter: any LineInterpreter, lastOutput: String, commandsRun: [String]) {
        self.interpreter = interpreter
        self.lastOutput = lastOutput
        self.commandsRun = commandsRun
    }

    /// The app now, or nil if the interpreter has none to show (then every goal about the app
    /// is simply not met).
    private(set) lazy var snapshot: AppSnapshot? = interpreter.appSnapshot()
}
