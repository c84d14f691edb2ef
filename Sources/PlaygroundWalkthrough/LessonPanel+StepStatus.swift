import PlaygroundLessons
import PlaygroundPicture

extension LessonPanel {
    /// The step under way as the picture shows it.
    package init(_ status: LessonStepStatus) {
        self.init(
            lesson: "Lesson \(status.lessonNumber): \(status.lessonTitle)",
            step: "Step \(status.stepNumber) of \(status.stepCount): \(status.stepTitle)",
            prose: status.proseMarkdown,
            goals: status.goals.map { Goal(text: $0.text, check: $0.check, isMet: $0.isMet) })
    }
}
