import Foundation

/// How the coach words things at the prompt. Plain text with ✓ and ✗, the same on every run, so
/// lesson sessions can be recorded as transcripts.
enum LessonText {
    /// `✓ The product screen is showing (visible ProductViewController)`: the learner reads the
    /// goal in words, and sees exactly what is checked.
    static func goalLine(_ goal: Goal, met: Bool) -> String {
        let mark = met ? "✓" : "✗"
        let condition = goal.condition.description
        return goal.description == condition ? "\(mark) \(condition)" : "\(mark) \(goal.description) (\(condition))"
    }

    /// `intro`: the lesson's title and its introduction, as `lesson N` shows them before step 1.
    static func introduction(of lesson: Lesson) -> [String] {
        ["Lesson \(lesson.number): \(lesson.title)"] + (lesson.introduction.isEmpty ? [] : ["", lesson.introduction])
    }

    /// Said of goals that already hold as a step begins (the learner went ahead of the lesson):
    /// why they are not ticked, and what to do.
    static let alreadySo = "so before this step began: undo it and do it yourself in this step"

    static func alreadySoNote(_ goals: [Goal]) -> [String] {
        guard !goals.isEmpty else { return [] }
        let names = goals.map { "'\($0.description)'" }.joined(separator: ", ")
        return [
            "Already so as this step begins: \(names). A goal counts only once a command you type in this step makes it so: "
                + "undo it ('undo') and do it again."
        ]
    }

    static func stepPresentation(_ step: LessonStep, of lesson: Lesson, goalsMet: [Bool]) -> [String] {
        var lines = ["Step \(step.number) of \(lesson.steps.count): \(step.title)", ""]
        if !step.prose.isEmpty { lines += [step.prose, ""] }
        if let prediction = step.prediction { lines += predictionLines(prediction) + [""] }
        lines.append(step.goals.count == 1 ? "Goal:" : "Goals:")
        lines += zip(step.goals, goalsMet).map { "  " + goalLine($0, met: $1) }
        lines += ["", "('goal' checks, 'hint' helps, 'step' rereads, 'solution' if you are stuck.)"]
        return lines
    }

    /// The question, its answers, and how to give one; the question is the lesson's Markdown.
    static func predictionLines(_ prediction: Prediction) -> [String] {
        ["Predict, before it runs:", prediction.markdown] + [
            "Answer with 'predict' and a number or a name ('predict 1'); the coach then runs '\(prediction.command)'."
        ]
    }

    /// The `lesson` listing: every lesson with where the learner is in it; ▸ marks the one under
    /// way (also right after a restart, from the saved progress).
    static func list(_ lessons: [Lesson], progress: LessonProgress) -> String {
        guard !lessons.isEmpty else { return "There are no lessons." }
        let numberWidth = String(lessons.map(\.number).max() ?? 0).count
        let titleWidth = lessons.map(\.title.count).max() ?? 0
        var lines = ["Lessons:"]
        for lesson in lessons {
            let marker = lesson.id == progress.currentLesson ? "▸" : " "
            let number = String(repeating: " ", count: numberWidth - String(lesson.number).count) + String(lesson.number)
            let title = lesson.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            lines.append("\(marker) \(number). \(title)  \(status(of: lesson, progress.lessons[lesson.id]))")
        }
        lines.append("'lesson N' starts lesson N, or resumes it where you left off.")
        return lines.joined(separator: "\n")
    }

    private static func status(of lesson: Lesson, _ record: LessonRecord?) -> String {
        let count = lesson.steps.count
        guard let record = record?.fitted(toStepCount: count) else { return "not started" }
        let answered = record.predictedRight.count + record.predictedWrong.count
        // Right the first time, which is what a prediction measures: an answer given after the
        // outcome was seen says nothing.
        let predictions = answered == 0 ? "" : "; \(record.predictedRight.count) of \(answered) predicted right"
        if record.isFinished(stepCount: count) {
            return (record.skippedSteps.isEmpty ? "done" : "done (\(record.skippedSteps.count) skipped)") + predictions
        }
        return "step \(record.currentStep) of \(count)" + predictions
    }
}
