import MarkdownModel
import PlaygroundEngine
import TextLayout

/// A lesson worked through by its own solutions, as a learner who typed them would see it: for
/// teachers, and for a page that steps through it. Each step as it starts, then each solution
/// command with what the prompt printed (the coach's words included), the app after it and the
/// step's goals then.
package struct SolvedLesson: Sendable {
    package let number: Int
    package let title: String
    /// The Markdown before the first step: why the lesson, and what it builds on.
    package let introduction: String
    /// `introduction` as the lesson read it into blocks, for a page to draw.
    package let introductionMarkdown: MarkdownDocument
    /// The commands the coach ran before step 1 (the lesson's `Setup:`), which the page shows
    /// as the prompt does.
    package let setup: [String]
    package let steps: [Step]

    package struct Step: Sendable {
        /// The step as it starts: its goals, all unmet.
        package let start: LessonStepStatus
        /// The app as the step starts.
        package let app: AppSnapshot
        package let commands: [Command]
    }

    package struct Command: Sendable {
        package let text: String
        /// As the prompt printed it, the coach's lines (a goal met, the step done) included.
        package let output: [OutputLine]
        package let isError: Bool
        package let app: AppSnapshot
        /// What the last command that acted on the app did (this one, or one before it).
        package let story: CommandStory?
        /// The step's goals after the command.
        package let step: LessonStepStatus
    }

    /// Runs `lesson` in a coach of its own, progress kept in memory (the learner's is never
    /// touched): `lesson N`, each step's solution a command at a time, then `next`.
    package init(_ lesson: Lesson, apps: PlaygroundApps) {
        let coach = LessonCoach(apps: apps, lessons: [lesson], store: InMemoryProgressStore(), confirm: { _ in true })
        number = lesson.number
        title = lesson.title
        introduction = lesson.introduction
        introductionMarkdown = lesson.introductionMarkdown
        setup = lesson.setup
        _ = coach.execute("lesson \(lesson.number)")
        var steps: [Step] = []
        for (index, step) in lesson.steps.enumerated() {
            guard let start = coach.stepUnderWay, let app = coach.appSnapshot() else { break }
            var commands: [Command] = []
            for text in step.solution {
                let result = coach.execute(text)
                guard let app = coach.appSnapshot(), let status = coach.lastStepWorkedOn else { break }
                commands.append(
                    Command(
                        text: text, output: result.lines, isError: result.isError, app: app, story: coach.lastCommandStory(),
                        step: status))
            }
            steps.append(Step(start: start, app: app, commands: commands))
            if index + 1 < lesson.steps.count { _ = coach.execute("next") }
        }
        self.steps = steps
    }
}
