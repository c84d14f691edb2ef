import PlaygroundEngine

/// What happens to the coach, fed into `CoachState.apply`: a command of its own, a line the
/// engine ran, or the answer to an effect that asked the shell for something.
enum CoachEvent: Equatable {
    /// A coach command typed at the prompt.
    case command(CoachCommand)
    /// The engine ran `line` (typed by the learner, or a line of `solution run`): `command` is
    /// the full name its first word resolved to, nil for a line that named no command.
    case engineRan(line: String, command: String?, result: CommandResult)
    /// The prediction's command ran (see `engineRan`); `outcome` is what decides the answer, nil
    /// when the command was refused.
    case predictionRan(line: String, command: String?, result: CommandResult, outcome: PredictionOutcome?)
    /// The current step's goals, each met or not, after `CoachEffect.readGoals`.
    case goalsRead([Bool])
    /// The app was rebuilt for `CoachEffect.rebuildApp`; the goals of the step it starts.
    case appRebuilt(goalsMet: [Bool])
    /// The lesson file could not take the app to the step.
    case rebuildFailed(message: String)
    /// The learner's answer to `CoachEffect.ask`.
    case answered(Bool)
}
