import Foundation

/// What goal checks look at: the live app as the engine's public commands show it, `state` and
/// `objects` each asked at most once per check (and only if a goal needs it), plus what the
/// learner did: the last command's output and the commands run during the step.
///
/// Reading through the commands a person can type keeps goals honest: a goal can only ask about
/// what the learner can see for themselves.
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

    /// The `state` JSON, or nil if the engine refused or printed something that is not JSON
    /// (then every goal about it is simply not met).
    private(set) lazy var state: JSONValue? = {
        let result = interpreter.execute("state")
        guard !result.isError, let data = result.output.data(using: .utf8) else { return nil }
        return try? JSONDecoder().decode(JSONValue.self, from: data)
    }()

    /// The `objects` listing.
    private(set) lazy var objectsListing: String = interpreter.execute("objects").output
}
