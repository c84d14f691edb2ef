import Foundation
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// Every command's examples, the ones `help` shows, in both apps, at the prompt a person has (the
/// lesson coach around the engine): each one, in a fresh app after its setup lines, answers
/// without error, or, in an app that lacks what the command needs, is refused with exactly the
/// need's sentence. A command with no examples fails, and so does one of the reference that
/// nothing here runs.
@Suite struct EveryCommandInBothAppsTests {
    static let apps = PlaygroundApps.shipped

    /// The coach's own commands, which carry no examples (they are descriptions, not
    /// definitions), and what each says at the prompt outside a lesson.
    static let coachLines: [(line: String, refusal: String?)] = [
        ("lesson", nil), ("lesson list", nil), ("step", "no lesson"), ("intro", "no lesson"), ("goal", "no lesson"),
        ("hint", "no lesson"), ("solution", "no lesson"), ("next", "no lesson"), ("skip", "no lesson"), ("predict 1", "no lesson"),
    ]

    /// A fresh session of the app named `app`, at the prompt outside a lesson.
    static func coach(for app: String) throws -> LessonCoach {
        let lessons = try LessonLibrary.load(directory: LessonFixtures.lessonsFolder, apps: apps)
        let coach = LessonCoach(apps: apps, lessons: lessons, store: InMemoryProgressStore(), confirm: { _ in true })
        if app != apps.first.appDescription.name {
            let switched = coach.execute("app \(app)")
            #expect(!switched.isError, "\(switched.output)")
        }
        return coach
    }

    /// Runs `example` in a fresh session of `app` after its setup; the result of its own line.
    static func run(_ example: CommandExample, in app: String) throws -> CommandResult {
        let coach = try coach(for: app)
        for line in example.setup {
            let result = coach.execute(line)
            #expect(!result.isError, "\(app): setup '\(line)' of '\(example.line)' failed: \(result.output)")
        }
        return coach.execute(example.line)
    }

    @Test(arguments: CommandTable.all.map(\.name))
    func everyExampleAnswersInBothApps(command: String) throws {
        let definition = try #require(CommandTable.definition(named: command))
        let examples = Self.apps.all.map { definition.examples(for: AppFacts($0)) }
        #expect(!examples.joined().isEmpty, "\(command) has no examples")
        for (app, own) in zip(Self.apps.all, examples) {
            let name = app.appDescription.name
            if let refusal = definition.refusal(in: AppFacts(app), among: Self.apps.all) {
                // An app without what it needs: the examples of the apps that have it, refused.
                for example in examples.joined() {
                    let result = try Self.run(CommandExample(line: example.line, setup: []), in: name)
                    #expect(result.output == "error: " + refusal, "\(name): '\(example.line)' was meant to be refused: \(result.output)")
                }
                continue
            }
            if own.isEmpty {
                // Nothing of the app for the command to act on (the items app has no storyboard):
                // the other apps' examples are refused.
                for example in examples.joined() {
                    #expect(
                        try Self.run(CommandExample(line: example.line, setup: []), in: name).isError,
                        "\(name): '\(example.line)' has no example here, yet runs")
                }
            }
            for example in own {
                let result = try Self.run(example, in: name)
                #expect(!result.isError, "\(name): '\(example.line)' failed: \(result.output)")
                // `quit` ends quietly; `view`, `clear`, `record` and `export FILE` answer with a request the front end carries out.
                #expect(
                    !result.lines.isEmpty || result.shouldQuit || result.picture != nil || result.clearsScreen
                        || result.recording != nil || result.fileToWrite != nil,
                    "\(name): '\(example.line)' answered nothing")
            }
        }
    }

    @Test(arguments: PlaygroundApps.shipped.all.map { $0.appDescription.name })
    func theCoachsCommandsAnswerOutsideALesson(app: String) throws {
        for (line, refusal) in Self.coachLines {
            let result = try Self.coach(for: app).execute(line)
            if let refusal {
                #expect(result.isError && result.output.contains(refusal), "\(app): '\(line)': \(result.output)")
            } else {
                #expect(!result.isError && !result.lines.isEmpty, "\(app): '\(line)': \(result.output)")
            }
        }
        // Every command the reference lists is run: the engine's by their examples, the coach's here.
        let reference = Set(try Self.coach(for: app).commands.descriptions.map(\.name))
        let run = Set(CommandTable.all.map { $0.name } + Self.coachLines.map { String($0.line.prefix { $0 != " " }) })
        #expect(reference.subtracting(run) == [], "\(app): nothing runs these")
    }
}
