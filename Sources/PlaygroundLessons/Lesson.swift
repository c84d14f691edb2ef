import MarkdownModel
import PlaygroundEngine

/// One guided lesson, read from a Markdown file in `lessons/`: a title, an introduction, the
/// state the app starts in, and steps the learner works through in order on the live app.
public struct Lesson: Equatable, Sendable {
    /// From the file name's leading digits (`03-messages.md` is lesson 3): what `lesson 3` types.
    package let number: Int
    /// The file name without `.md`; progress is saved under it, so renumbering keeps progress.
    let id: String
    package let title: String
    /// The Markdown before the first step, shown when the lesson starts.
    let introduction: String
    /// `introduction` read into blocks, once, for the pages that draw it.
    let introductionMarkdown: MarkdownDocument
    /// The app every fresh app of the lesson is, and the state its start directives
    /// (`service catalog pending`) set up before step 1, checked when the file was read.
    package let startOptions: StartOptions
    /// Commands run on that app before step 1 (its `Setup:` line): the state several lessons
    /// start from (logged in), set up for the learner and shown as such, not typed again.
    package let setup: [String]
    public let steps: [LessonStep]
    /// The optional `## Recap` section, shown when the last step is done.
    let recap: String
    /// The file the lesson came from, for messages that point at it.
    package let path: String
}

/// A condition the step asks for, with the words a learner reads beside its ✓ or ✗.
struct Goal: Equatable, Sendable {
    /// "The product screen is showing"; the condition's own text when the file gives none.
    let description: String
    let condition: GoalCondition
    let line: Int
}
