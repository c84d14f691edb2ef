import PlaygroundEngine

/// What goal checks look at: the app's snapshot, taken from the interpreter at most once per
/// check (and only if a goal needs it), the trace level, and the learner's last command with
/// what it printed.
///
/// The snapshot holds only what `state` and `objects` show, so a goal can only ask about what
/// the learner can see for themselves.
final class AppProbe {
    private let interpreter: any LineInterpreter
    /// The full name of the last command the engine accepted in the step, however it was typed
    /// (a prefix, quoted); nil before the learner's first one.
    let lastCommand: String?
    let lastOutput: String
    /// Whether the learner has answered the step's question (`predict`).
    let predicted: Bool

    init(interpreter: any LineInterpreter, lastCommand: String?, lastOutput: String, predicted: Bool = false) {
        self.interpreter = interpreter
        self.lastCommand = lastCommand
        self.lastOutput = lastOutput
        self.predicted = predicted
    }

    /// The app now, or nil if the interpreter has none to show (then every goal about the app
    /// is simply not met).
    private(set) lazy var snapshot: AppSnapshot? = interpreter.appSnapshot()

    var traceLevel: TraceLevel { interpreter.traceLevel }
}
