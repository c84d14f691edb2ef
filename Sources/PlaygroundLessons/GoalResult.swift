import PlaygroundEngine

/// One goal of a step judged once, on the app as it stands: what an exercise's verdict prints
/// beside ✓ or ✗. A lesson judges a goal against the learner's act and look as they type
/// (`LessonCoach`); an exercise runs fixed commands on the learner's code and judges once.
package struct GoalResult: Equatable, Sendable {
    /// The words the file gives the goal ("The detail screen shows").
    package let description: String
    /// The condition in the lessons' vocabulary (`visible DetailViewController`).
    package let condition: String
    package let isMet: Bool

    package init(description: String, condition: String, isMet: Bool) {
        self.description = description
        self.condition = condition
        self.isMet = isMet
    }
}

extension LessonStep {
    /// Each goal judged on what `interpreter` shows now, after `lastCommand` printed
    /// `lastOutput` (for `output contains` and `ran`).
    package func goalResults(in interpreter: any LineInterpreter, lastCommand: String?, lastOutput: String) -> [GoalResult] {
        let probe = AppProbe(interpreter: interpreter, lastCommand: lastCommand, lastOutput: lastOutput)
        return goals.map {
            GoalResult(description: $0.description, condition: $0.condition.description, isMet: $0.condition.isMet(in: probe))
        }
    }
}
