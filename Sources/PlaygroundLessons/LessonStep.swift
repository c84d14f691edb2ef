import MarkdownModel
import PlaygroundEngine

/// One idea of a lesson: prose that explains it, goals that say when the learner has done it,
/// graded hints, and a solution that does it.
public struct LessonStep: Equatable, Sendable {
    /// 1-based, as the heading writes it (`## Step 2: ...`).
    public let number: Int
    public let title: String
    package let prose: String
    /// `prose`, and the prediction's question and choices after it, read into blocks once, for
    /// the pages that draw them.
    let proseMarkdown: MarkdownDocument
    let goals: [Goal]
    /// From gentle to explicit; `hint` shows them one at a time.
    package let hints: [String]
    /// Commands that reach the goals from the state the step starts in, with what the lesson
    /// says of each (another command the text offers instead, or why it is optional).
    let solutionLines: [SolutionLine]
    /// The commands of the solution, as `solution run` types them.
    var solution: [String] { solutionLines.map(\.command) }
    /// The solution as the engine alone runs it (rebuilding the app for a later step): the
    /// prediction's command in place of the `predict` line that runs it.
    package var engineSolution: [String] {
        solution.map { line in
            guard let prediction, CoachCommand(parsing: line)?.isPrediction == true else { return line }
            return prediction.command
        }
    }
    /// Set when the step starts on a freshly launched app of its own (its `Start:` line), in
    /// this state, instead of the app the steps before it left: a step that shows the shop's old
    /// code (`pitfall double-tap`) beside the lesson's.
    package let startOptions: StartOptions?
    /// What the step asks the learner to predict before its act runs, if anything.
    let prediction: Prediction?
    /// Where the step's heading is, for messages that point at it.
    let line: Int
}
