import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// A line reaches the coach's goals as the command it resolved to, however it was typed, and is
/// split into words once on its way through the coach and the session.
@Suite struct ResolvedCommandGoalTests {
    static let lesson = """
        # Looks

        Looking.

        ## Step 1: Look at the screen

        ### Goal
        - `ran screen`

        ### Hints
        1. Look.

        ### Solution
        ```
        screen
        ```

        ## Step 2: Look at the services

        ### Goal
        - `ran services`

        ### Hints
        1. Look.

        ### Solution
        ```
        services
        ```
        """

    private func coach() throws -> LessonCoach {
        let lesson = try LessonParser.parse(Self.lesson, path: "01-looks.md", apps: .shipped)
        let coach = LessonCoach(apps: .shipped, lessons: [lesson], store: InMemoryProgressStore(), confirm: { _ in true })
        _ = coach.execute("lesson 1")
        return coach
    }

    @Test(arguments: ["\"screen\"", "'SCREEN'", "sc", "Scr"])
    func aQuotedOrAbbreviatedNameCountsAsTheCommandItRan(typed: String) throws {
        let coach = try coach()
        let output = coach.execute(typed).output
        #expect(output.hasSuffix("✓ Step 1 done. Type 'next' for step 2: Look at the services."), "typed \(typed)")
    }

    /// `service` is a command of its own whose name starts `services`: running it is no look at
    /// the services.
    @Test func aCommandWhoseNameStartsTheGoalsIsNotIt() throws {
        let coach = try coach()
        _ = coach.execute("screen")
        _ = coach.execute("next")
        let changed = coach.execute("service catalog pending")
        #expect(!changed.isError, "\(changed.output)")
        #expect(coach.execute("goal").output.contains("✗ ran services"))
        #expect(coach.execute("services").output.contains("✓ Lesson 1 complete"))
    }

    @Test func aLineIsSplitIntoWordsOnceThroughTheCoachAndTheSession() throws {
        let coach = try coach()
        let counted = SplitCount()
        let output = CommandWords.$splitCount.withValue(counted) { coach.execute("select promoted:0").output }
        #expect(output.contains("now showing ProductViewController"))
        #expect(counted.value == 1)

        let session = Session(options: PlaygroundApps.shipped.defaultOptions)
        let alone = SplitCount()
        CommandWords.$splitCount.withValue(alone) { _ = session.execute("select promoted:0") }
        #expect(alone.value == 1)
    }
}
