import MarkdownModel

/// The step under way as something else shows it (the live picture, a lesson's exported page):
/// where the learner is and each goal with whether it is met, read after the last command.
package struct LessonStepStatus: Equatable, Sendable {
    package struct GoalStatus: Equatable, Sendable {
        /// The goal in words: "The regions screen is showing".
        package let text: String
        /// What is checked, when the words are not the check itself: "visible RegionsViewController".
        package let check: String?
        package let isMet: Bool
    }

    package let lessonNumber: Int
    package let lessonTitle: String
    package let stepNumber: Int
    package let stepCount: Int
    package let stepTitle: String
    /// The step's Markdown, as the prompt prints it.
    package let prose: String
    /// `prose` as the lesson read it into blocks, for a page to draw.
    package let proseMarkdown: MarkdownDocument
    package let goals: [GoalStatus]

    init(step: LessonStep, of lesson: Lesson, goalsMet: [Bool]) {
        lessonNumber = lesson.number
        lessonTitle = lesson.title
        stepNumber = step.number
        stepCount = lesson.steps.count
        stepTitle = step.title
        prose = step.prose
        proseMarkdown = step.proseMarkdown
        // A step just entered has not been read yet: its goals count as not met.
        goals = step.goals.enumerated().map { index, goal in
            let check = goal.condition.description
            return GoalStatus(
                text: goal.description, check: goal.description == check ? nil : check,
                isMet: goalsMet.indices.contains(index) && goalsMet[index])
        }
    }
}

extension LessonCoach {
    /// The step under way and its goals as the last command left them; nil outside a lesson.
    package var stepUnderWay: LessonStepStatus? {
        state.current.map { LessonStepStatus(step: $0.step, of: $0.lesson, goalsMet: $0.goalsMet) }
    }

    /// The step under way or, once the lesson is over, its last step as the learner finished it:
    /// what a picture of the lesson shows, so its last ticks stay in view after the prompt has
    /// dropped the lesson.
    package var lastStepWorkedOn: LessonStepStatus? {
        (state.current ?? state.finishedStep).map { LessonStepStatus(step: $0.step, of: $0.lesson, goalsMet: $0.goalsMet) }
    }
}
