import PlaygroundEngine

/// Builds the app a step starts from: a fresh app in the lesson's start state and its setup
/// commands, then the solutions of every earlier step; or, after a step with a start state of its own, a fresh app
/// in that state and the solutions from that step on. Resuming, skipping and `solution run` all
/// use it, so the learner always lands where the step's prose expects, and CI checks the same
/// path.
public enum LessonReplay {
    /// Why the app for a step could not be built: a lesson file whose directives or earlier
    /// solutions do not run (CI catches these; the coach reports them instead of going on).
    public struct Failure: Error, Equatable, Sendable {
        public let message: String
    }

    public static func session(
        for lesson: Lesson, atStartOfStep stepIndex: Int,
        makeSession: (StartOptions) -> any LineInterpreter
    ) throws(Failure) -> any LineInterpreter {
        let restart = lesson.steps.indices.prefix(stepIndex + 1).last { lesson.steps[$0].startOptions != nil }
        let session = makeSession(restart.flatMap { lesson.steps[$0].startOptions } ?? lesson.startOptions)
        if restart == nil {
            for command in lesson.setup {
                let result = session.execute(command)
                if result.isError {
                    throw Failure(message: "\(lesson.path): the lesson's setup failed at '\(command)': \(result.output)")
                }
            }
        }
        for step in lesson.steps[(restart ?? 0)..<min(stepIndex, lesson.steps.count)] {
            for command in step.engineSolution {
                let result = session.execute(command)
                if result.isError && !result.crashed {
                    throw Failure(
                        message: "\(lesson.path):\(step.line): step \(step.number)'s solution failed at '\(command)': \(result.output)")
                }
            }
        }
        return session
    }
}
