import Foundation
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// The project's real lessons, run on the real engine and example app: every file parses, no
/// step is met before its solution runs and every step is met after it, the solutions in order
/// complete the lesson, and every command the prose, hints and solutions show is valid (a command
/// that crashes the app, as a step that teaches crashes shows, counts as run).
@Suite struct LessonCurriculumTests {
    static let lessonFiles = LessonLibrary.lessonFiles(in: LessonFixtures.lessonsFolder)

    @Test func theLessonsAreTheCourseInOrder() throws {
        let lessons = try LessonLibrary.load(directory: LessonFixtures.lessonsFolder, apps: .playground)
        #expect(lessons.count >= 10)
        #expect(lessons.map(\.number) == Array(1...lessons.count))
        for lesson in lessons {
            #expect((3...8).contains(lesson.steps.count), "\(lesson.path) has \(lesson.steps.count) steps")
        }
    }

    @Test(arguments: lessonFiles)
    func eachStepIsUnmetBeforeItsSolutionAndMetAfterIt(path: String) throws {
        let lesson = try LessonParser.parse(fileAt: path, apps: .playground)
        let store = InMemoryProgressStore()
        let coach = LessonCoach(apps: .playground, lessons: [lesson], store: store, confirm: { _ in true })
        let started = coach.execute("lesson \(lesson.number)")
        try #require(!started.isError, "\(started.output)")
        for step in lesson.steps {
            let location = "\(path):\(step.line)"
            // The app itself, not `goal`: the coach judges no goal before the learner's first
            // command, but a step whose state the one before left would end on any command.
            let probe = AppProbe(interpreter: coach.session, lastOutput: "", commandsRun: [])
            let metBefore = step.goals.filter { $0.condition.isMet(in: probe) }.count
            #expect(metBefore < step.goals.count, "\(location): step \(step.number)'s goals are already met before its solution")
            #expect(goalsMet(coach.execute("goal").output).met == 0, "\(location): step \(step.number) opens with a goal ticked")
            for command in step.solution {
                let result = coach.execute(command)
                #expect(!result.isError || result.crashed, "\(location): '\(command)' failed: \(result.output)")
            }
            let after = goalsMet(coach.execute("goal").output)
            #expect(
                after.met == after.total, "\(location): after its solution step \(step.number) has \(after.met) of \(after.total) goals met"
            )
            #expect(
                store.progress.lessons[lesson.id]?.completedSteps.contains(step.number) == true,
                "\(location): the coach did not mark step \(step.number) done")
            if step.number < lesson.steps.count {
                let next = coach.execute("next")
                try #require(!next.isError, "\(location): \(next.output)")
            }
        }
        #expect(store.progress.lessons[lesson.id]?.isFinished(stepCount: lesson.steps.count) == true)
    }

    @Test(arguments: lessonFiles)
    func everyCommandTheLessonShowsIsValid(path: String) throws {
        let lesson = try LessonParser.parse(fileAt: path, apps: .playground)
        let names = CommandMentions.knownCommandNames
        try expectValid(
            CommandMentions.commands(in: lesson.introduction, commandNames: names),
            in: lesson, atStartOfStep: 0, place: "\(path): the introduction")
        for (index, step) in lesson.steps.enumerated() {
            let place = "\(path):\(step.line): step \(step.number)"
            try expectValid(
                CommandMentions.commands(in: step.prose, commandNames: names),
                in: lesson, atStartOfStep: index, place: place + "'s prose")
            for (hintIndex, hint) in step.hints.enumerated() {
                try expectValid(
                    CommandMentions.commands(in: hint, commandNames: names),
                    in: lesson, atStartOfStep: index, place: place + "'s hint \(hintIndex + 1)")
            }
        }
        try expectValid(
            CommandMentions.commands(in: lesson.recap, commandNames: names),
            in: lesson, atStartOfStep: lesson.steps.count, place: "\(path): the recap")
    }

    /// Runs the engine commands among `commands` in order on the app as the step starts; one
    /// that fails there must work on a fresh app at the step's start (an alternative the prose
    /// offers). The coach's own commands need only be well-formed.
    private func expectValid(_ commands: [String], in lesson: Lesson, atStartOfStep stepIndex: Int, place: String) throws {
        for command in commands where CoachCommand(parsing: command) != nil {
            #expect(CommandMentions.isCoachCommand(command), "\(place): '\(command)' is not a valid lesson command")
        }
        let engineCommands = commands.filter { CoachCommand(parsing: $0) == nil }
        guard !engineCommands.isEmpty else { return }
        let makeSession: (StartOptions) -> any LineInterpreter = { Session(options: $0) }
        let walk = try LessonReplay.session(for: lesson, atStartOfStep: stepIndex, makeSession: makeSession)
        for command in engineCommands {
            let result = walk.execute(command)
            guard result.isError, !result.crashed else { continue }
            let alone = try LessonReplay.session(for: lesson, atStartOfStep: stepIndex, makeSession: makeSession).execute(command)
            #expect(!alone.isError || alone.crashed, "\(place): '\(command)' answers \(alone.output)")
        }
    }

    /// "Step 2 of 5: ...: 1 of 2 goals met" → (1, 2).
    private func goalsMet(_ goalOutput: String) -> (met: Int, total: Int) {
        let firstLine = goalOutput.split(separator: "\n").first.map(String.init) ?? ""
        let words = firstLine.split(separator: " ")
        guard let ofIndex = words.lastIndex(of: "of"), ofIndex > 0,
            let met = Int(words[ofIndex - 1]), let total = Int(words[ofIndex + 1])
        else { return (0, -1) }
        return (met, total)
    }
}
