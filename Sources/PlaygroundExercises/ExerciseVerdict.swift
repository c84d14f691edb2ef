import PlaygroundLessons

/// What the checks made of the learner's code: each step's goals, ✓ or ✗, and for the first step
/// that failed, what explains it. A value, so the runner renders it and the tests compare it.
public struct ExerciseVerdict: Equatable, Sendable {
    package struct Step: Equatable, Sendable {
        package enum Outcome: Equatable, Sendable {
            case passed
            /// Some goal is not met.
            case failed
            /// A command of the step made the model raise, as UIKit would: its first line.
            case crashed(command: String, reason: String)
            /// The engine refused a command of the step (a button the learner's screen lacks).
            case refused(command: String, reason: String)
            /// An earlier step failed.
            case notRun
        }

        package let number: Int
        package let title: String
        package let goals: [GoalResult]
        package let outcome: Outcome

        package init(number: Int, title: String, goals: [GoalResult], outcome: Outcome) {
            self.number = number
            self.title = title
            self.goals = goals
            self.outcome = outcome
        }
    }

    /// The first failure told again: its step's commands run once more with `trace all`, what
    /// each printed, and the looks (`why`, `holders`) that explain it.
    package struct Explanation: Equatable, Sendable {
        package struct Ran: Equatable, Sendable {
            package let command: String
            package let lines: [String]

            package init(command: String, lines: [String]) {
                self.command = command
                self.lines = lines
            }
        }

        package let stepNumber: Int
        package let ran: [Ran]
        package let hint: String?

        package init(stepNumber: Int, ran: [Ran], hint: String?) {
            self.stepNumber = stepNumber
            self.ran = ran
            self.hint = hint
        }
    }

    package let title: String
    package let steps: [Step]
    package let explanation: Explanation?

    package init(title: String, steps: [Step], explanation: Explanation?) {
        self.title = title
        self.steps = steps
        self.explanation = explanation
    }

    public var passed: Bool { steps.allSatisfy { $0.outcome == .passed } }
}
