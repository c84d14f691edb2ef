import Foundation
import ShippedApps
import TestSupport
import Testing
import TextLayout

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// The coach's mechanics, over a fake app so they do not depend on the example app: goals
/// checked after each command, hints, solutions, next and skip, the list, reset.
@Suite struct LessonCoachTests {
    @Test func startingALessonShowsTheIntroductionTheStepAndItsUnmetGoals() throws {
        let coach = try LessonCoach.counting()
        let output = coach.execute("lesson 1").output
        #expect(output.hasPrefix("Lesson 1: Counting things\n\nA lesson for the coach's own tests"))
        #expect(output.contains("Step 1 of 3: Add a gadget"))
        #expect(output.contains("  ✗ One gadget is alive (live Gadget = 1)\n  ✗ ran add"))
        #expect(coach.prompt == "[lesson 1 step 1] > ")
    }

    @Test func theBannerPointsAtTheLessonsOrAtTheStepUnderWay() throws {
        let coach = try LessonCoach.counting()
        #expect(coach.banner == "Counting app.\nType 'lesson' for guided lessons on the Coordinator pattern.")
        _ = coach.startLesson(nil)
        #expect(coach.banner == "Counting app.\nLesson 1, step 1: 'goal' shows what is left, 'hint' helps.")
    }

    @Test func theStartDirectivesReachTheFreshApp() throws {
        let coach = try LessonCoach.counting()
        _ = coach.execute("lesson 1")
        #expect((coach.session as? CountingApp)?.options == .shop("service catalog pending"))
    }

    /// A step with a `Start:` line of its own begins on a freshly launched app in that state
    /// (how a lesson shows the shop's old code beside its own); resuming there builds the same.
    @Test func aStepWithAStartOfItsOwnBeginsOnAFreshApp() throws {
        let text = """
            # Two apps
            Start: `service catalog pending`
            ## Step 1: A gadget
            ### Goal
            - `live Gadget = 1`
            ### Hints
            1. Add a gadget.
            ### Solution
            ```
            add gadget
            ```
            ## Step 2: Start again
            Start: `picker map`
            ### Goal
            - `live Widget = 2`
            ### Hints
            1. Add a widget.
            ### Solution
            ```
            add widget
            ```
            """
        let lesson = try LessonParser.parse(text, path: "01-two-apps.md", apps: .shipped)
        #expect(lesson.steps.map(\.startOptions) == [nil, .shop("picker map")])
        let counting: (StartOptions) -> any LineInterpreter = { CountingApp(options: $0) }
        let coach = LessonCoach(
            apps: .shipped, lessons: [lesson], store: InMemoryProgressStore(), confirm: { _ in true }, makeSession: counting)
        _ = coach.execute("lesson 1")
        _ = coach.execute("add gadget")
        #expect(coach.execute("next").output.hasPrefix("Step 2 starts on a freshly launched app (picker map).\n\nStep 2 of 2: Start again"))
        #expect((coach.session as? CountingApp)?.options == .shop("picker map"))
        #expect(coach.execute("objects").output == "Widget#1", "the gadget was made in the app before")

        let resumed = try LessonReplay.session(for: lesson, atStartOfStep: 1, makeSession: counting)
        #expect((resumed as? CountingApp)?.options == .shop("picker map"))
        #expect(resumed.execute("objects").output == "Widget#1")
        let finished = try LessonReplay.session(for: lesson, atStartOfStep: 2, makeSession: counting)
        #expect(finished.execute("objects").output == "Widget#1\nWidget#2")
    }

    @Test func everyOtherLineGoesToTheAppAndGoalsAreCheckedAfterIt() throws {
        let coach = try LessonCoach.counting()
        _ = coach.execute("lesson 1")
        #expect(coach.execute("objects").output == "Widget#1")
        #expect(coach.execute("add widget").output == "added widget", "`ran add` is a look: it waits for the gadget")
        let done = coach.execute("add gadget").output
        #expect(done == "added gadget\n\n✓ Step 1 done. Type 'next' for step 2: Two more widgets.")
        #expect(coach.execute("add gizmo").output == "added gizmo")
    }

    @Test func nextIsRefusedUntilTheGoalIsMet() throws {
        let coach = try LessonCoach.counting()
        _ = coach.execute("lesson 1")
        let refused = coach.execute("next")
        #expect(refused.isError)
        #expect(refused.output.contains("step 1 is not done yet (0 of 2 goals met)"))
        _ = coach.execute("add gadget")
        #expect(coach.execute("next").output.hasPrefix("Step 2 of 3: Two more widgets"))
    }

    @Test func goalShowsEachConditionTickedOrCrossed() throws {
        let coach = try LessonCoach.counting()
        _ = coach.execute("lesson 1")
        #expect(
            coach.execute("goal").output == """
                Step 1 of 3: Add a gadget: 0 of 2 goals met
                  ✗ One gadget is alive (live Gadget = 1)
                  ✗ ran add
                (Each goal counts once a command you type in this step makes it so; a look counts after them.)
                """)
        _ = coach.execute("add widget")
        #expect(
            coach.execute("goal").output == """
                Step 1 of 3: Add a gadget: 0 of 2 goals met
                  ✗ One gadget is alive (live Gadget = 1)
                  ✗ ran add
                """)
    }

    @Test func hintsAreGradedAndTheLastOneSaysSo() throws {
        let coach = try LessonCoach.counting()
        _ = coach.execute("lesson 1")
        #expect(coach.execute("hint").output == "Hint 1 of 2: The command is `add`.")
        let last = "Hint 2 of 2: Type `add gadget`.\n(That is the last hint; 'solution' shows the commands.)"
        #expect(coach.execute("hint").output == last)
        #expect(coach.execute("hint").output == last)
    }

    @Test func theSolutionIsShownOnlyAfterConfirming() throws {
        var answer = false
        var questions: [String] = []
        let coach = try LessonCoach.counting(confirm: {
            questions.append($0); return answer
        })
        _ = coach.execute("lesson 1")
        #expect(coach.execute("solution").output == "The solution stays hidden; 'hint' gives a smaller push.")
        answer = true
        #expect(coach.execute("solution").output.contains("Solution to step 1:\n  add gadget\n"))
        #expect(questions.count == 2)
    }

    @Test func solutionRunRebuildsTheStepAndCompletesIt() throws {
        let coach = try LessonCoach.counting()
        _ = coach.execute("lesson 1")
        _ = coach.execute("add gadget")
        _ = coach.execute("next")
        _ = coach.execute("add gizmo")
        let run = coach.execute("solution run").output
        #expect(
            run.hasPrefix(
                """
                (The app was rebuilt to where step 2 starts.)
                > add widget
                added widget

                  ✓ The last thing added is a widget (output contains "added widget")
                > add widget
                added widget
                """))
        #expect(run.hasSuffix("✓ Step 2 done. Type 'next' for step 3: Count in the model."))
        #expect(coach.execute("objects").output == "Widget#1\nGadget#1\nWidget#2\nWidget#3")
    }

    @Test func solutionRunSkipsWhatWouldWriteAFileAndClaimsNoWrite() throws {
        let lesson = try LessonParser.parse(
            """
            # Saving

            A lesson whose solution writes a file.

            Start: `service catalog pending`

            ## Step 1: Save and add

            Type `save things.txt`, then `add gadget`.

            ### Goal
            - `live Gadget = 1`

            ### Hint
            1. Type it.

            ### Solution
            ```
            save things.txt
            add gadget
            ```

            ## Recap

            Saved.
            """, path: "01-saving.md", apps: .shipped)
        let coach = LessonCoach(
            apps: .shipped, lessons: [lesson], store: InMemoryProgressStore(), confirm: { _ in true },
            makeSession: { CountingApp(options: $0) })
        _ = coach.execute("lesson 1")
        let run = coach.execute("solution run")
        #expect(
            run.output.hasPrefix(
                """
                (The app was rebuilt to where step 1 starts.)
                > save things.txt
                (skipped: solution run writes no files and starts no view; type it yourself to do that)
                > add gadget
                added gadget
                """))
        #expect(!run.output.contains("wrote"))
        #expect(run.fileToWrite == nil)
    }

    @Test func skipMovesOnWithTheAppRebuiltForTheNextStep() throws {
        let store = InMemoryProgressStore()
        let coach = try LessonCoach.counting(store: store)
        _ = coach.execute("lesson 1")
        let skipped = coach.execute("skip").output
        #expect(skipped.hasPrefix("Skipped step 1; the app was rebuilt to where step 2 starts.\n\nStep 2 of 3"))
        #expect(coach.execute("objects").output == "Widget#1\nGadget#1")
        #expect(store.progress.lessons["01-counting"] == LessonRecord(currentStep: 2, skippedSteps: [1]))
    }

    @Test func finishingTheLastStepCompletesTheLessonWithItsRecap() throws {
        let store = InMemoryProgressStore()
        let coach = try LessonCoach.counting(store: store)
        _ = coach.execute("lesson 1")
        for line in ["add gadget", "next", "add widget", "add widget", "next"] { _ = coach.execute(line) }
        #expect(
            coach.execute("add gizmo").output == """
                added gizmo

                ✓ Lesson 1 complete: Counting things.

                You counted things.

                That was the last lesson. 'lesson' lists them all.
                """)
        #expect(store.progress.lessons["01-counting"]?.isFinished(stepCount: 3) == true)
        #expect(coach.execute("lesson list").output.contains("▸ 1. Counting things  done"))
    }

    @Test func theListShowsWhereTheLearnerIs() throws {
        let coach = try LessonCoach.counting()
        #expect(
            coach.execute("lesson").output == """
                Lessons:
                  1. Counting things  not started
                'lesson N' starts lesson N, or resumes it where you left off.
                """)
        _ = coach.execute("lesson 1")
        _ = coach.execute("skip")
        #expect(coach.execute("lesson list").output.contains("▸ 1. Counting things  step 2 of 3"))
    }

    @Test func resetAsksThenStartsTheLessonOver() throws {
        var answer = false
        let store = InMemoryProgressStore()
        let coach = try LessonCoach.counting(store: store, confirm: { _ in answer })
        _ = coach.execute("lesson 1")
        _ = coach.execute("skip")
        #expect(coach.execute("lesson reset").output == "Lesson 1 was not reset.")
        answer = true
        #expect(coach.execute("lesson reset").output.contains("Step 1 of 3"))
        #expect(store.progress.lessons["01-counting"] == LessonRecord())
        #expect(coach.execute("objects").output == "Widget#1")
    }

    @Test func lessonCommandsWithoutALessonOrWithWrongArgumentsAreErrors() throws {
        let coach = try LessonCoach.counting()
        #expect(coach.execute("hint") == CommandResult(output: "error: no lesson is running; type 'lesson' to list them", isError: true))
        #expect(coach.execute("lesson 7") == CommandResult(output: "error: there is no lesson 7; lessons are 1 to 1", isError: true))
        #expect(coach.execute("solution now") == CommandResult(output: "error: usage: solution | solution run", isError: true))
        #expect(coach.execute("frobnicate").isError)
    }

    @Test func askingForALessonWhenNoneLoadedSaysSoAndWhy() {
        let coach = LessonCoach(
            apps: .shipped, loadingLessons: { ([], "/nowhere: there is no lessons folder here") }, store: InMemoryProgressStore(),
            confirm: { _ in true }, makeSession: { CountingApp(options: $0) })
        #expect(
            coach.execute("lesson 3")
                == CommandResult(
                    output: "error: there is no lesson 3: no lessons loaded; /nowhere: there is no lessons folder here", isError: true))
    }

    @Test func helpListsTheEnginesCommandsAndThenTheCoachsAlike() throws {
        let coach = try LessonCoach.counting()
        #expect(
            coach.execute("help").output == """
                Commands, by what they are for:
                  Counting  add, objects, state, help
                  Lessons   lesson, step, intro, goal, hint, solution, next, skip, predict

                'help COMMAND' tells more. Names may be shortened ('sc' is screen), in any case.
                At the prompt: TAB completes, Up recalls, Ctrl-L clears, Ctrl-D leaves.
                """)
    }

    @Test func helpForACoachCommandHasTheShapeOfTheEngines() throws {
        let coach = try LessonCoach.counting()
        let help = coach.execute("help sol")
        #expect(
            help.lines == [
                OutputLine("usage: solution", isDocument: true), OutputLine("usage: solution run", isDocument: true),
                OutputLine(
                    """
                    show the commands that solve the current step, or run them (asks first)

                    `solution run` rebuilds the app to where the step starts and runs its solution, so the
                    goal is met and `next` goes on.
                    """, kind: .markdown, isDocument: true),
            ])
        #expect(!help.isError)
        #expect(coach.execute("he obj").output.hasPrefix("usage: objects\nlist the live things"))
    }

    @Test func prefixesAmbiguityAndSuggestionsSpanBothTables() throws {
        let coach = try LessonCoach.counting()
        #expect(coach.execute("hin") == CommandResult(output: "error: no lesson is running; type 'lesson' to list them", isError: true))
        #expect(coach.execute("s") == CommandResult(output: "error: ambiguous command 's': state, step, solution, skip", isError: true))
        #expect(coach.execute("hunt") == CommandResult(output: "error: unknown command 'hunt'; did you mean hint?", isError: true))
        #expect(coach.execute("help nxt") == CommandResult(output: "error: unknown command 'nxt'; did you mean next?", isError: true))
    }

    @Test func completionOffersTheLessonCommandsBesideTheEngines() throws {
        let coach = try LessonCoach.counting()
        #expect(coach.completions(forLine: "a").candidates == ["add"])
        #expect(coach.completions(forLine: "s").candidates == ["state", "step", "solution", "skip"])
        #expect(coach.completions(forLine: "in").candidates == ["intro"])
        #expect(coach.completions(forLine: "lesson ").candidates == ["1", "list", "reset", "off"])
        #expect(coach.completions(forLine: "solution r").candidates == ["run"])
        #expect(coach.completions(forLine: "help h").candidates == ["help", "hint"])
        #expect(coach.completions(forLine: "les ").candidates == ["1", "list", "reset", "off"])
    }

    /// At a lesson's prompt the engine's lines come through as the engine printed them, kinds
    /// and all (a trace stays a trace, an error an error); the coach's own lines follow.
    @Test func theEnginesLinesKeepTheirKindsInsideALesson() throws {
        let lessons = try LessonLibrary.load(directory: LessonFixtures.lessonsFolder, apps: .shipped)
        let coach = LessonCoach(apps: .shipped, lessons: lessons, store: InMemoryProgressStore(), confirm: { _ in true })
        _ = coach.execute("lesson 1")
        let session = Session(options: lessons[0].startOptions)
        var kindsSeen = Set<OutputLine.Kind>()
        for line in ["trace on", "select \"Cable Sweater\"", "send cartStatus from Nobody#9"] {
            let engine = session.execute(line)
            let coached = coach.execute(line)
            #expect(Array(coached.lines.prefix(engine.lines.count)) == engine.lines, "'\(line)'")
            #expect(coached.lines.dropFirst(engine.lines.count).allSatisfy { $0.kind == .normal }, "'\(line)'")
            #expect(coached.isError == engine.isError)
            kindsSeen.formUnion(engine.lines.map(\.kind))
        }
        #expect(kindsSeen == [.normal, .trace, .error])
    }
}
