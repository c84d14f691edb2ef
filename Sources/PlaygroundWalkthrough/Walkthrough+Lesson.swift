import MarkdownModel
import PlaygroundEngine
import PlaygroundLessons
import PlaygroundPicture
import TextLayout

extension Walkthrough {
    /// A lesson worked through by its solutions, for a teacher: its introduction, then each
    /// step's start (its text, its goals unmet, the app as it starts), then each solution command
    /// with what the prompt printed and the goals after it.
    package init(_ lesson: SolvedLesson) {
        title = "Lesson \(lesson.number): \(lesson.title)"
        let commandCount = lesson.steps.reduce(0) { $0 + $1.commands.count }
        summary = "\(lesson.steps.count) steps solved by \(commandCount) commands, as a learner who typed the solutions sees them"
        failed = lesson.steps.contains { $0.commands.contains(where: \.isError) }
        frames = []
        if !lesson.introduction.isEmpty, let first = lesson.steps.first {
            frames.append(
                Frame(
                    heading: "Introduction", text: lesson.introductionMarkdown, notes: lesson.setup.map { "set up: " + $0 },
                    command: nil, lineNumber: nil,
                    output: [],
                    picture: Picture(snapshot: first.app)))
        }
        for step in lesson.steps {
            let start = step.start
            frames.append(
                Frame(
                    heading: "Step \(start.stepNumber) of \(start.stepCount): \(start.stepTitle)",
                    text: start.proseMarkdown, notes: [],
                    command: nil, lineNumber: nil, output: [],
                    picture: Picture(snapshot: step.app, lesson: LessonPanel(withoutProse: start))))
            // Each command's picture marks what it changed since the picture before.
            var before = step.app
            for command in step.commands {
                frames.append(
                    Frame(
                        heading: nil, notes: [], command: command.text, lineNumber: nil, output: command.output.map(Line.init),
                        picture: Picture(
                            snapshot: command.app, previous: before, lesson: LessonPanel(withoutProse: command.step), story: command.story))
                )
                before = command.app
            }
        }
    }
}

extension Walkthrough.Line {
    init(_ line: OutputLine) {
        let kind: Kind =
            switch line.kind {
            case .normal, .markdown, .data, .code: .normal
            case .error, .crash: .error
            case .warning: .warning
            case .trace: .trace
            }
        self.init(line.text, kind: kind, markdown: line.kind == .markdown ? MarkdownDocument(parsing: line.text) : nil)
    }
}

extension LessonPanel {
    /// The panel without the step's text, which the walkthrough shows as its notes.
    fileprivate init(withoutProse status: LessonStepStatus) {
        self.init(status)
        prose = MarkdownDocument()
    }
}
