import MarkdownModel

/// A lesson's step as the page shows it above the app: which lesson and step, the step's text,
/// and each goal with ✓ or ✗, read after the last command as `goal` reads them. A value of its
/// own, so the picture knows nothing of lesson files: the layer that runs lessons fills it.
package struct LessonPanel: Equatable, Sendable {
    package struct Goal: Equatable, Sendable {
        /// What the learner reads: "The regions screen is showing".
        package var text: String
        /// What is checked, when the goal's words are not the check itself: "visible RegionsViewController".
        package var check: String?
        package var isMet: Bool

        package init(text: String, check: String? = nil, isMet: Bool) {
            self.text = text
            self.check = check
            self.isMet = isMet
        }
    }

    /// "Lesson 7: The city picker".
    package var lesson: String
    /// "Step 2 of 4: Choose a region".
    package var step: String
    /// The step's prose, as the lesson read it: the blocks the prompt lays out too.
    package var prose: MarkdownDocument
    package var goals: [Goal]

    package init(lesson: String, step: String, prose: MarkdownDocument, goals: [Goal]) {
        self.lesson = lesson
        self.step = step
        self.prose = prose
        self.goals = goals
    }

    package var isDone: Bool { goals.allSatisfy(\.isMet) }
}
