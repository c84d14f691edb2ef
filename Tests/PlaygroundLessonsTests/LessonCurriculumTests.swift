import Foundation
import ShippedApps
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
        let lessons = try LessonLibrary.load(directory: LessonFixtures.lessonsFolder, apps: .shipped)
        #expect(lessons.count >= 10)
        #expect(lessons.map(\.number) == Array(1...lessons.count))
        for lesson in lessons {
            #expect((3...8).contains(lesson.steps.count), "\(lesson.path) has \(lesson.steps.count) steps")
        }
    }

    /// The lesson checker's rules, for every lesson: each step starts unsolved, its solution
    /// completes it exactly at its last needed command, the text asks for nothing the solution
    /// leaves out, no command of the solution can be left out unless it says why, and the trace
    /// the text quotes is what the solution prints.
    @Test(arguments: lessonFiles)
    func everyStepHoldsTheLearnerToItsActAndItsLook(path: String) throws {
        let lesson = try LessonParser.parse(fileAt: path, apps: .shipped)
        let failures = LessonChecker(apps: .shipped).check(lesson).filter { $0.kind == .failure }
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }

    /// The learner's own path, unbroken: each step's solution typed in the app the step before
    /// left, then `next`, completes the lesson, and the prompt no longer names it after.
    @Test(arguments: lessonFiles)
    func theSolutionsInOrderCompleteTheLesson(path: String) throws {
        let lesson = try LessonParser.parse(fileAt: path, apps: .shipped)
        let store = InMemoryProgressStore()
        let coach = LessonCoach(apps: .shipped, lessons: [lesson], store: store, confirm: { _ in true })
        let started = coach.execute("lesson \(lesson.number)")
        try #require(!started.isError, "\(started.output)")
        for step in lesson.steps {
            for command in step.solution {
                let result = coach.execute(command)
                #expect(!result.isError || result.crashed, "\(path):\(step.line): '\(command)' failed: \(result.output)")
            }
            #expect(
                store.progress.lessons[lesson.id]?.completedSteps.contains(step.number) == true,
                "\(path):\(step.line): the coach did not mark step \(step.number) done")
            if step.number < lesson.steps.count {
                let next = coach.execute("next")
                try #require(!next.isError, "\(path):\(step.line): \(next.output)")
            }
        }
        #expect(store.progress.lessons[lesson.id]?.isFinished(stepCount: lesson.steps.count) == true)
        #expect(coach.prompt == coach.session.prompt, "\(path): the prompt still names the lesson after its end")
    }

    @Test(arguments: lessonFiles)
    func everyCommandTheLessonShowsIsValid(path: String) throws {
        let lesson = try LessonParser.parse(fileAt: path, apps: .shipped)
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
}
