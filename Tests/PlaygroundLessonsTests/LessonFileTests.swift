import Foundation
import ShippedApps
import TestSupport
import Testing
import TextLayout

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// The lesson file format: what a good file becomes, and that every malformed one is an error
/// naming its file and line.
@Suite struct LessonFileTests {
    @Test func aValidFileBecomesALesson() throws {
        let lesson = try LessonFixtures.countingLesson()
        #expect(lesson.number == 1)
        #expect(lesson.id == "01-counting")
        #expect(lesson.title == "Counting things")
        #expect(lesson.startOptions.directives == ["service catalog pending"])
        #expect(lesson.steps.map(\.title) == ["Add a gadget", "Two more widgets", "Count in the model"])
        #expect(
            lesson.steps[0].goals == [
                Goal(description: "One gadget is alive", condition: .live(type: "Gadget", try CountComparison("=", "1")), line: 18),
                Goal(description: "ran add", condition: .ran(command: "add"), line: 19),
            ])
        #expect(lesson.steps[0].hints == ["The command is `add`.", "Type `add gadget`."])
        #expect(lesson.steps[1].solution == ["add widget", "add widget"])
        #expect(lesson.steps[1].prose.isEmpty)
        #expect(lesson.recap == "You counted things.")
    }

    @Test(arguments: [
        ("01-no-title.md", 1, "a lesson starts with its title"),
        ("02-unknown-condition.md", 10, "unknown goal condition 'visable'"),
        ("03-step-out-of-order.md", 16, "expected step 2 here, not step 3"),
        ("04-missing-solution.md", 3, "step 1 has no '### Solution' section"),
        ("05-unknown-section.md", 8, "expected '### Predict', '### Goal', '### Hints' or '### Solution', not '### Answer'"),
        ("06-unclosed-fence.md", 12, "this code block is never closed"),
        ("07-bad-directive.md", 3, "unknown service 'teleporter'"),
        ("08-goal-without-condition.md", 6, "a goal ends with its condition in backticks"),
    ])
    func aMalformedFileIsAnErrorNamingFileAndLine(file: String, line: Int, message: String) {
        let path = LessonFixtures.path("malformed/" + file)
        #expect {
            _ = try LessonParser.parse(fileAt: path, apps: .shipped)
        } throws: { error in
            guard let error = error as? LessonFileError else { return false }
            return error.path == path && error.line == line && error.message.contains(message)
                && error.description.hasPrefix("\(path):\(line): ")
        }
    }

    @Test func everyConditionOfTheVocabularyReadsBackAsWritten() throws {
        let conditions = [
            "visible ProductViewController",
            "stack HomeViewController, ..., ProductViewController",
            "presented LoginViewController",
            "coordinator CartCoordinator",
            "coordinator CartCoordinator active",
            "coordinator CatalogCoordinator screens HomeViewController, ProductViewController",
            "coordinator CatalogCoordinator queued >= 1",
            "live AccountCoordinator = 0",
            "service catalog pending",
            "model user.city = Tokyo",
            "model cart.lines count > 1",
            "model user.workCities contains \"New York\"",
            "control cartBadge shows 2",
            "control createAccount enabled",
            "screen RegionsViewController shows \"2 of 3 chosen\"",
            "output contains \"handled by\"",
            "ran chain",
            "ran chain last",
            "ran tree showing AccountCoordinator",
            "ran state showing '\"workCities\": []'",
            "trace all",
            "not visible LoginViewController",
        ]
        for text in conditions {
            #expect(try GoalCondition(parsing: text).description == text)
        }
    }

    @Test(arguments: [
        "visible", "stack", "live Foo 1", "live Foo == 1", "service catalog up", "model x", "coordinator X sleeping", "output has x",
        "fly away",
    ])
    func aMalformedConditionIsRefused(text: String) {
        #expect(throws: GoalConditionError.self) { try GoalCondition(parsing: text) }
    }

    @Test func aStackPatternMatchesTypesWithGaps() throws {
        let pattern = try TypeSequencePattern(parsing: "HomeViewController, ..., CitiesViewController")
        #expect(pattern.matches(["HomeViewController", "CitiesViewController"]))
        #expect(pattern.matches(["homeviewcontroller", "RegionsViewController", "EditProfileViewController", "CitiesViewController"]))
        #expect(!pattern.matches(["HomeViewController", "CitiesViewController", "ProductViewController"]))
        #expect(!pattern.matches(["CitiesViewController"]))
        #expect(try TypeSequencePattern(parsing: "...").matches([]))
    }

    @Test func liveCountsTheLiveObjectsOfOneType() throws {
        let snapshot = try #require(Session().appSnapshot())
        let catalog = snapshot.liveObjects.flatMap(\.names).count(where: { $0.typeName == "CatalogCoordinator" })
        #expect(catalog == 1)
        #expect(GoalCondition.live(type: "catalogcoordinator", try CountComparison("=", "1")).isMet(in: snapshot))
        #expect(GoalCondition.live(type: "AccountCoordinator", try CountComparison("=", "0")).isMet(in: snapshot))
        #expect(!GoalCondition.live(type: "CatalogCoordinator", try CountComparison(">", "1")).isMet(in: snapshot))
    }

    @Test func proseCommandsAreInlineCodeStartingWithACommandOrLinesOfACommandsBlockNotQuotedInAnother() {
        let markdown = """
            Type `tree`, then `tap addToCart`; the `start()` method and `CartCoordinator` are not commands.
            Start: `service catalog pending`
            ```commands
            push product 1
            ```
            ```swift
            tree()
            ```
            ````markdown
            ```commands
            tap quoted
            ```
            ````
            """
        let commands = CommandMentions.commands(in: markdown, commandNames: ["tree", "tap", "push", "service"])
        #expect(commands == ["tree", "tap addToCart", "push product 1"])
    }
}

/// A lesson in another app than the first: `App:` picks it before `Start:` sets its state, and
/// the `app NAME` goal reads which app runs.
@Suite struct LessonAppTests {
    static func lesson(_ introduction: String) throws(LessonFileError) -> Lesson {
        let text = """
            # Elsewhere

            \(introduction)

            ## Step 1: Switch

            ### Goal
            - The items app runs: `app items`

            ### Hints
            1. `app items`

            ### Solution
            ```
            app items
            ```
            """
        return try LessonParser.parse(text, path: "13-elsewhere.md", apps: .shipped)
    }

    @Test func anAppLinePicksTheAppItsStartDirectivesAreFor() throws {
        let lesson = try Self.lesson("App: items\nStart: `launch main` `router Router`")
        #expect(lesson.startOptions.app.appDescription.name == "items")
        #expect(lesson.startOptions.transcriptDirectives == ["app items", "launch main", "router Router"])
        #expect(try Self.lesson("Nothing picked.").startOptions.app.appDescription.name == "shop")
    }

    @Test func anUnknownAppOrAnAppAfterTheDirectivesIsAnErrorAtItsLine() {
        #expect(throws: LessonFileError(path: "13-elsewhere.md", line: 3, message: "unknown app 'noots' (there are: shop, items)")) {
            _ = try Self.lesson("App: noots")
        }
        #expect(throws: LessonFileError.self) { _ = try Self.lesson("Start: `service catalog pending`\nApp: items") }
    }

    /// `App:`, `Start:` and `Setup:` are for the coach, which says in words what they did: the
    /// prose the lesson keeps (and the learner reads) has none of them.
    @Test func directivesAreTakenOutOfTheProse() throws {
        let text = """
            # Directives

            Why this lesson matters.

            App: items
            Start: `launch main`
            Setup: `tap settings`

            ## Step 1: Look

            Start: `launch main` `router Router`

            Look at the tree.

            ### Goal
            - `ran tree`

            ### Hints
            1. `tree`

            ### Solution
            ```
            tree
            ```
            """
        let lesson = try LessonParser.parse(text, path: "13-directives.md", apps: .shipped)
        #expect(lesson.introduction == "Why this lesson matters.")
        #expect(lesson.steps[0].prose == "Look at the tree.")
        #expect(lesson.startOptions.transcriptDirectives == ["app items", "launch main"])
        #expect(lesson.setup == ["tap settings"])
        #expect(lesson.steps[0].startOptions?.transcriptDirectives == ["app items", "launch main", "router Router"])
    }

    @Test func noLessonShowsADirectiveAsProse() throws {
        let lessons = try LessonLibrary.load(directory: LessonFixtures.lessonsFolder, apps: .shipped)
        for lesson in lessons {
            let texts = [lesson.introduction, lesson.recap] + lesson.steps.map(\.prose)
            for text in texts {
                let rows = TextLayout.lines(of: [OutputLine(text, kind: .markdown)], width: 80, plain: true).map(\.text)
                let directives = rows.filter { row in ["App:", "Start:", "Setup:"].contains { row.contains($0) } }
                #expect(directives == [], "lesson \(lesson.number) shows a directive as prose")
            }
        }
    }

    @Test func theAppGoalReadsWhichAppRuns() throws {
        let condition = try GoalCondition(parsing: "app items")
        #expect(condition.description == "app items")
        #expect(!condition.isMet(in: try #require(Session().appSnapshot())))
        #expect(condition.isMet(in: try #require(Session(options: .items()).appSnapshot())))
    }
}
