import MarkdownModel
import PlaygroundEngine

/// One guided lesson, read from a Markdown file in `lessons/`: a title, an introduction, the
/// state the app starts in, and steps the learner works through in order on the live app.
public struct Lesson: Equatable, Sendable {
    /// From the file name's leading digits (`03-messages.md` is lesson 3): what `lesson 3` types.
    public let number: Int
    /// The file name without `.md`; progress is saved under it, so renumbering keeps progress.
    let id: String
    let title: String
    /// The Markdown before the first step, shown when the lesson starts.
    let introduction: String
    /// `introduction` read into blocks, once, for the pages that draw it.
    let introductionMarkdown: MarkdownDocument
    /// The app every fresh app of the lesson is, and the state its start directives
    /// (`service catalog pending`) set up before step 1, checked when the file was read.
    let startOptions: StartOptions
    /// Commands run on that app before step 1 (its `Setup:` line): the state several lessons
    /// start from (logged in), set up for the learner and shown as such, not typed again.
    let setup: [String]
    public let steps: [LessonStep]
    /// The optional `## Recap` section, shown when the last step is done.
    let recap: String
    /// The file the lesson came from, for messages that point at it.
    let path: String
}

/// One idea of a lesson: prose that explains it, goals that say when the learner has done it,
/// graded hints, and a solution that does it.
public struct LessonStep: Equatable, Sendable {
    /// 1-based, as the heading writes it (`## Step 2: ...`).
    public let number: Int
    let title: String
    let prose: String
    /// `prose` read into blocks, once, for the pages that draw it.
    let proseMarkdown: MarkdownDocument
    let goals: [Goal]
    /// From gentle to explicit; `hint` shows them one at a time.
    let hints: [String]
    /// Commands that reach the goals from the state the step starts in, with what the lesson
    /// says of each (another command the text offers instead, or why it is optional).
    let solutionLines: [SolutionLine]
    /// The commands of the solution, as `solution run` types them.
    var solution: [String] { solutionLines.map(\.command) }
    /// Set when the step starts on a freshly launched app of its own (its `Start:` line), in
    /// this state, instead of the app the steps before it left: a step that shows the shop's old
    /// code (`pitfall double-tap`) beside the lesson's.
    let startOptions: StartOptions?
    /// Where the step's heading is, for messages that point at it.
    let line: Int
}

/// A condition the step asks for, with the words a learner reads beside its ✓ or ✗.
struct Goal: Equatable, Sendable {
    /// "The product screen is showing"; the condition's own text when the file gives none.
    let description: String
    let condition: GoalCondition
    let line: Int
}
