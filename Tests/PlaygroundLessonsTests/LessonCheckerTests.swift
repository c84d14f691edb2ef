import ShippedApps
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// The lesson checker on a lesson written to break each of its rules, one a step, and a last
/// step that keeps them all (with an alternative and an optional command, which it notes).
@Suite struct LessonCheckerTests {
    @Test func aLessonWrittenToBreakEachRuleIsCaughtAtTheStepThatBreaksIt() throws {
        let path = LessonFixtures.path("checker/01-broken.md")
        let lesson = try LessonParser.parse(fileAt: path, apps: .shipped)
        let findings = LessonChecker(apps: .shipped).check(lesson).map(\.description)
        #expect(
            findings == [
                "\(path):5: step 1: error: the goal 'The home screen is showing' (visible HomeViewController) already holds as the step starts (line 10)",
                "\(path):21: step 2: error: the step is done at 'select promoted:0', before the solution's 'screen'",
                "\(path):21: step 2: error: the step is done without 'screen': make a goal need it (an act, or a look with 'ran'), "
                    + "or say why it is optional ('# optional: …')",
                "\(path):37: step 3: error: the text asks for 'tree', which the solution does not type "
                    + "(add it to the solution, as a line of its own, an '# or:' alternative, or with '# optional: why')",
                "\(path):52: step 4: error: the step is done without 'trace on': make a goal need it (an act, or a look with 'ran'), "
                    + "or say why it is optional ('# optional: …')",
                "\(path):68: step 5: error: the text quotes '~ NavigationController#1 pushes CartViewController#1', "
                    + "which the solution's output does not print",
                "\(path):83: step 6: 'trace off' is optional: the trace may stay on; nothing here needs it",
            ])
    }

    @Test func anAlternativeMustSolveTheStepAsItsLineDoes() throws {
        let lesson = try LessonParser.parse(
            """
            # Alternatives

            Alternatives.

            ## Step 1: Open the coat

            ### Goal
            - The product screen is showing: `visible ProductViewController`

            ### Hints
            1. Open it.

            ### Solution
            ```
            select promoted:0   # or: tap cart
            ```
            """, path: "01-alternatives.md", apps: .shipped)
        #expect(
            LessonChecker(apps: .shipped).check(lesson).map(\.description) == [
                "01-alternatives.md:5: step 1: error: with 'tap cart' for 'select promoted:0': "
                    + "the solution leaves the step unsolved: 'The product screen is showing' not met"
            ])
    }

    @Test func aSolutionLineReadsItsAlternativesAndWhyItIsOptional() throws {
        #expect(
            try SolutionLine(parsing: "select promoted:0   # or: select \"Wool Coat\"")
                == SolutionLine(command: "select promoted:0", alternatives: ["select \"Wool Coat\""]))
        #expect(
            try SolutionLine(parsing: "trace off # optional: nothing needs it")
                == SolutionLine(command: "trace off", optionalBecause: "nothing needs it"))
        #expect(try SolutionLine(parsing: "holders CatalogCoordinator#1") == SolutionLine(command: "holders CatalogCoordinator#1"))
        #expect(try SolutionLine(parsing: "send cartAdd # a note") == SolutionLine(command: "send cartAdd # a note"))
        #expect(throws: GoalConditionError.self) { try SolutionLine(parsing: "tree # optional:") }
    }
}

/// What the checker takes for commands a lesson's text shows.
@Suite struct CommandMentionsTests {
    @Test func inlineCodeRunningOntoTheNextLineIsOneCommand() {
        let prose = """
            Type `tree` and then `holders
            AccountCoordinator`: it ends at the app coordinator. `start()` is Swift.

            ```commands
            stack
            ```
            **objects** is only mentioned.
            """
        #expect(
            CommandMentions.commands(in: prose, commandNames: CommandMentions.knownCommandNames) == [
                "tree", "holders AccountCoordinator", "stack",
            ])
    }
}
