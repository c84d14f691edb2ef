import PlaygroundEngine
import PlaygroundExercises
import PlaygroundLessons
import ShippedApps
import Testing

/// The verdict as a value, rendered; and the checks run on the shop, which stands in for a
/// learner's app here (the exercises' own apps are built only by their package).
@Suite struct ExerciseVerdictTests {
    @Test func rendersEachGoalTheFirstFailureAndTheSum() {
        let verdict = ExerciseVerdict(
            title: "Exercise 4: the child that stays",
            steps: [
                .init(
                    number: 1, title: "Settings opens",
                    goals: [.init(description: "The settings screen shows", condition: "visible SettingsViewController", isMet: true)],
                    outcome: .passed),
                .init(
                    number: 2, title: "Done frees it",
                    goals: [
                        .init(description: "live SettingsCoordinator = 0", condition: "live SettingsCoordinator = 0", isMet: false)
                    ], outcome: .failed),
                .init(number: 3, title: "Back frees it", goals: [], outcome: .notRun),
            ],
            explanation: .init(
                stepNumber: 2, ran: [.init(command: "holders SettingsCoordinator", lines: ["SettingsCoordinator#1 is kept by:"])],
                hint: "Ask the parent."))
        #expect(
            verdict.lines == [
                "step 1: Settings opens",
                "  ✓ The settings screen shows: visible SettingsViewController",
                "step 2: Done frees it",
                "  ✗ live SettingsCoordinator = 0",
                "step 3: Back frees it (not run)",
                "",
                "Step 2 again, with trace all (» is what a coordinator decided):",
                "> holders SettingsCoordinator",
                "  SettingsCoordinator#1 is kept by:",
                "Hint: Ask the parent.",
                "✗ Exercise 4: the child that stays: 1 of 3 steps pass",
            ])
        #expect(!verdict.passed)
    }

    static let checks = """
        # Checks on the shop

        The shop's cart.

        ## Step 1: The cart opens

        ### Goals
        - The cart shows: `visible CartViewController`

        ### Hints
        1. Tap it.

        ### Solution
        ```
        tap cart
        ```

        ## Step 2: The cart is empty

        Explain: `objects CartViewController`

        ### Goals
        - It has a line: `model cart.lines count = 1`

        ### Hints
        1. Add something first.

        ### Solution
        ```
        screen
        ```

        ## Step 3: Never reached

        ### Goals
        - `visible HomeViewController`

        ### Hints
        1. None.

        ### Solution
        ```
        back
        ```
        """

    @Test func runsTheStepsInOrderAndStopsAtTheFirstFailureWithItsExplanation() throws {
        let lesson = try LessonParser.parse(Self.checks, path: "checks.md", number: 1, apps: .shipped)
        var announced: [Int] = []
        let verdict = ExerciseCheck(checks: lesson).run { announced.append($0.number) }
        #expect(announced == [1, 2])
        #expect(verdict.steps.map(\.outcome) == [.passed, .failed, .notRun])
        #expect(verdict.steps[1].goals == [.init(description: "It has a line", condition: "model cart.lines count = 1", isMet: false)])
        let explanation = try #require(verdict.explanation)
        #expect(explanation.stepNumber == 2)
        #expect(explanation.ran.map(\.command) == ["screen", "objects CartViewController"])
        #expect(explanation.hint == "Add something first.")
    }

    @Test func aCommandTheAppRefusesFailsItsStepWithTheEnginesReason() throws {
        let lesson = try LessonParser.parse(
            Self.checks.replacingOccurrences(of: "tap cart", with: "tap nothingHere"), path: "checks.md", number: 1, apps: .shipped)
        let verdict = ExerciseCheck(checks: lesson).run()
        guard case .refused(let command, let reason) = verdict.steps[0].outcome else {
            Issue.record("expected a refusal, got \(verdict.steps[0].outcome)")
            return
        }
        #expect(command == "tap nothingHere")
        #expect(reason.contains("nothingHere"))
    }
}
