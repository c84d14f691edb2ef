import Foundation
import HeadlessUIKit
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// The lesson fixtures (in `Fixtures/Lessons` beside this file), the project's real lessons,
/// and a tiny fake app that lets the coach's mechanics be tested apart from the example app.
enum LessonFixtures {
    static let folder = PackagePaths.path("Tests/PlaygroundLessonsTests/Fixtures/Lessons")

    /// The project's own `lessons/` folder.
    static let lessonsFolder = PackagePaths.path("lessons")

    static func path(_ relativePath: String) -> String { folder + "/" + relativePath }

    static func countingLesson() throws -> Lesson {
        try LessonParser.parse(fileAt: path("valid/01-counting.md"), apps: .shipped)
    }

    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// A stand-in for the engine: `add THING` makes a live `Thing#N`; `objects` lists them; `state`
/// shows how many there are under `model.count`; `save FILE` asks for them to be written. It starts with one widget, and remembers the
/// start options it was given.
final class CountingApp: LineInterpreter {
    let options: StartOptions
    private var things: [String] = ["Widget#1"]

    init(options: StartOptions) { self.options = options }

    var banner: String { "Counting app." }
    var prompt: String { "> " }
    var commands: CommandCatalog {
        CommandCatalog(
            sections: ["Counting"],
            descriptions: [
                CommandDescription(
                    "add", section: "Counting", forms: [CommandForm(ArgumentSlot("THING", .text))],
                    summary: "make a live THING", details: "Numbered per type: Widget#2."),
                CommandDescription("objects", section: "Counting", summary: "list the live things", details: "One a line."),
                CommandDescription("state", section: "Counting", summary: "the app's state as JSON", details: "With model.count."),
                CommandDescription(
                    "help", section: "Counting", forms: [CommandForm(ArgumentSlot("COMMAND", .command, .optional))],
                    summary: "list the commands, or tell all about one", details: "As the engine's."),
            ])
    }

    func execute(_ line: String) -> CommandResult {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("add", 2):
            let type = words[1].prefix(1).uppercased() + words[1].dropFirst()
            let number = things.filter { $0.hasPrefix(type + "#") }.count + 1
            things.append("\(type)#\(number)")
            return CommandResult(output: "added \(words[1])")
        case ("objects", 1):
            return CommandResult(output: things.joined(separator: "\n"))
        case ("save", 2):
            // What the front end would write, as `export dot FILE` asks.
            return CommandResult(
                output: "wrote the things to \(words[1])", fileToWrite: FileWrite(path: words[1], contents: things.joined(separator: "\n")))
        case ("state", 1):
            return CommandResult(output: #"{"visible": "Screen#1", "model": {"count": \#(things.count)}}"#)
        case ("help", 1):
            return CommandResult(output: "commands: add, objects, state")
        default:
            return CommandResult(output: "error: unknown command '\(line)'", isError: true)
        }
    }

    func completions(forLine line: String) -> Completions {
        Completions(candidates: ["add", "objects", "state"].filter { $0.hasPrefix(line) }, replacedLength: line.unicodeScalars.count)
    }

    /// One screen, the count as the model, and the things as the live objects.
    func appSnapshot() -> AppSnapshot? {
        let names = things.map { thing in
            let parts = thing.split(separator: "#")
            return ObjectName(typeName: String(parts[0]), number: Int(parts[1])!)
        }
        return AppSnapshot(
            visible: ObjectName(typeName: "Screen", number: 1), window: ObjectName(typeName: "Window", number: 1), controllers: [],
            coordinators: [], services: [],
            model: .object([.init(key: "count", value: .int(things.count))]), liveObjects: [.init(kind: "thing", names: names)],
            chain: [], shownScreens: [], offWindowTitles: [:])
    }
}

extension LessonCoach {
    /// A coach over the counting app, with answers to its questions given by `confirm`.
    static func counting(store: any ProgressStore = InMemoryProgressStore(), confirm: @escaping (String) -> Bool = { _ in true }) throws
        -> LessonCoach
    {
        LessonCoach(
            apps: .shipped, lessons: [try LessonFixtures.countingLesson()], store: store, confirm: confirm,
            makeSession: { CountingApp(options: $0) })
    }
}

/// One step of a project's lesson, as a learner meets it: a coach resumed at the step's start
/// (the app rebuilt by the solutions before it), progress in memory, to type into and ask
/// whether the step is done yet.
final class LessonStepUnderTest {
    let lesson: Lesson
    let stepNumber: Int
    let coach: LessonCoach

    /// Lesson `number` of `lessons/`, at the start of step `step` (1-based).
    init(lesson number: Int, step: Int) throws {
        let file = try #require(
            LessonLibrary.lessonFiles(in: LessonFixtures.lessonsFolder).first { path in
                (path as NSString).lastPathComponent.hasPrefix(String(format: "%02d-", number))
            })
        lesson = try LessonParser.parse(fileAt: file, apps: .shipped)
        stepNumber = step
        let record = LessonRecord(currentStep: step)
        let progress = LessonProgress(currentLesson: lesson.id, lessons: [lesson.id: record])
        coach = LessonCoach(apps: .shipped, lessons: [lesson], store: InMemoryProgressStore(progress), confirm: { _ in true })
        let started = coach.execute("lesson \(number)")
        try #require(!started.isError, "\(started.output)")
        try #require(coach.stepUnderWay?.stepNumber == step)
    }

    /// Types `line` at the prompt; what it printed.
    @discardableResult
    func type(_ line: String) -> CommandResult { coach.execute(line) }

    /// Whether the step is done (the coach marked it so).
    var isDone: Bool {
        coach.state.progress.lessons[lesson.id]?.completedSteps.contains(stepNumber) ?? false
    }

    /// Each goal's words, with whether it is met now.
    var goals: [String: Bool] {
        Dictionary(uniqueKeysWithValues: (coach.lastStepWorkedOn?.goals ?? []).map { ($0.text, $0.isMet) })
    }
}
