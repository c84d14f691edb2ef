import Foundation
import ShippedApps
import TestSupport
import Testing
import TextLayout

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// Where the learner is in a lesson and how they move about it: rereading the step, leaving the
/// lesson and coming back, the offer to resume, goals judged only after the learner acts, and a
/// lesson that starts from a state its setup commands make.
@Suite struct LessonCoachPlaceTests {
    /// Two steps where the second's first goal already holds as it opens.
    static let heldGoalLesson = """
        # Held goals
        ## Step 1: A gadget
        ### Goal
        - `live Gadget = 1`
        ### Hints
        1. Add a gadget.
        ### Solution
        ```
        add gadget
        ```
        ## Step 2: A widget besides
        ### Goals
        - `live Gadget = 1`
        - `live Widget = 2`
        ### Hints
        1. Add a widget.
        ### Solution
        ```
        add widget
        ```
        """

    static func coach(_ text: String, path: String = "01-held.md", store: InMemoryProgressStore = InMemoryProgressStore()) throws
        -> LessonCoach
    {
        let lesson = try LessonParser.parse(text, path: path, apps: .shipped)
        return LessonCoach(
            apps: .shipped, lessons: [lesson], store: store, confirm: { _ in true }, makeSession: { CountingApp(options: $0) })
    }

    @Test func stepShowsTheCurrentStepAgainAndLeavesTheAppAsItIs() throws {
        let coach = try LessonCoach.counting()
        _ = coach.execute("lesson 1")
        _ = coach.execute("add widget")
        let again = coach.execute("step")
        #expect(!again.isError)
        #expect(again.output.hasPrefix("Step 1 of 3: Add a gadget\n\nType `add gadget`, then look with `objects`."))
        #expect(again.output.contains("  ✗ One gadget is alive (live Gadget = 1)\n  ✗ ran add"))
        #expect(again.output.hasSuffix("'lesson list' lists every lesson; 'lesson off' leaves this one."))
        #expect(coach.execute("lesson").output == again.output, "`lesson` alone during a lesson is `step`")
        #expect(coach.execute("objects").output == "Widget#1\nWidget#2", "the app was not rebuilt")
        #expect(coach.execute("lesson list").output.hasPrefix("Lessons:\n▸ 1. Counting things  step 1 of 3"))
    }

    @Test func stepOutsideALessonSaysHowToStartOne() throws {
        let coach = try LessonCoach.counting()
        let refused = coach.execute("step")
        #expect(refused.isError)
        #expect(refused.output == "error: no lesson is running; type 'lesson' to list them")
        #expect(coach.execute("lesson").output.hasPrefix("Lessons:\n  1. Counting things  not started"))
    }

    @Test func lessonOffLeavesTheLessonKeepingTheAppAndTheProgress() throws {
        let store = InMemoryProgressStore()
        let coach = try LessonCoach.counting(store: store)
        _ = coach.execute("lesson 1")
        _ = coach.execute("add gadget")
        _ = coach.execute("next")
        let left = coach.execute("lesson off")
        #expect(!left.isError)
        #expect(
            left.output == """
                You left lesson 1 at step 2, which keeps your progress; the app stays as it is.
                'lesson 1' comes back to step 2 (the app is rebuilt to where it starts).
                """)
        #expect(coach.prompt == "> ")
        #expect(coach.execute("objects").output == "Widget#1\nGadget#1")
        #expect(coach.execute("add widget").output == "added widget", "no goals are checked outside a lesson")
        #expect(coach.execute("goal").output == "error: no lesson is running; type 'lesson' to list them")
        #expect(store.progress.lessons["01-counting"] == LessonRecord(currentStep: 2, completedSteps: [1]))
        let back = coach.execute("lesson 1").output
        #expect(back.contains("Resuming at step 2 of 3"))
        #expect(coach.prompt == "[lesson 1 step 2] > ")
    }

    /// Resuming at a later step skips the introduction, and offers it in one line; `intro`
    /// shows it, as a document the learner asked to read, the app left as it is.
    @Test func resumingOffersTheIntroductionWhichIntroShows() throws {
        let store = InMemoryProgressStore(
            LessonProgress(currentLesson: "01-counting", lessons: ["01-counting": LessonRecord(currentStep: 2, completedSteps: [1])]))
        let coach = try LessonCoach.counting(store: store)
        let lesson = try LessonFixtures.countingLesson()
        let resumed = coach.execute("lesson 1")
        #expect(
            resumed.output.hasPrefix(
                """
                Lesson 1: Counting things

                Resuming at step 2 of 3; the app was rebuilt by running the solutions of the steps before it.
                'intro' shows the lesson's introduction again.

                Step 2 of 3:
                """))
        #expect(!resumed.output.contains(lesson.introduction))
        #expect(!resumed.lines.contains { $0.isDocument }, "a lesson's start is printed, not paged")

        let intro = coach.execute("intro")
        #expect(!intro.isError)
        #expect(
            intro.lines == [
                OutputLine("Lesson 1: Counting things", isDocument: true), OutputLine("", isDocument: true),
                OutputLine(lesson.introduction, kind: .markdown, isDocument: true),
            ])
        #expect(coach.execute("objects").output == "Widget#1\nGadget#1", "the app was not rebuilt")
        #expect(coach.prompt == "[lesson 1 step 2] > ")
        #expect(coach.execute("intro now").output == "error: usage: intro")
    }

    @Test func introOutsideALessonSaysHowToStartOne() throws {
        let refused = try LessonCoach.counting().execute("intro")
        #expect(refused.isError)
        #expect(refused.output == "error: no lesson is running; type 'lesson' to list them")
    }

    /// The coach answers `help` itself: its lines are a document, as the engine's are.
    @Test func helpIsADocument() throws {
        let coach = try LessonCoach.counting()
        for line in ["help", "help intro"] {
            let help = coach.execute(line)
            #expect(!help.isError)
            #expect(help.lines.count >= 2 && help.lines.allSatisfy { $0.isDocument }, "\(line)")
        }
        #expect(coach.execute("help intro").output.hasPrefix("usage: intro\nthe current lesson's introduction again"))
    }

    /// A step whose goal the step before left met opens with it unticked, and `goal` says the
    /// goals wait for the learner's command; a goal that already held counts only once the
    /// learner's own command makes it hold again.
    @Test func aStepNeverOpensWithAGoalTicked() throws {
        let coach = try Self.coach(Self.heldGoalLesson)
        _ = coach.execute("lesson 1")
        _ = coach.execute("add gadget")
        let second = coach.execute("next").output
        #expect(second.contains("Goals:\n  ✗ live Gadget = 1\n  ✗ live Widget = 2"))
        #expect(
            coach.execute("goal").output == """
                Step 2 of 2: A widget besides: 0 of 2 goals met
                  ✗ live Gadget = 1 — so before this step began: undo it and do it yourself in this step
                  ✗ live Widget = 2
                (Each goal counts once a command you type in this step makes it so; a look counts after them.)
                """)
        #expect(coach.execute("objects").output == "Widget#1\nGadget#1")
        #expect(coach.execute("add widget").output == "added widget\n\n  ✓ live Widget = 2")
        #expect(coach.prompt == "[lesson 1 step 2] > ", "the gadget was there before the step: not the learner's act")
    }

    /// A title that ends in its own `?` or `!` takes no full stop after it.
    @Test func aTitleEndingInAQuestionMarkTakesNoFullStop() throws {
        let asking = Self.heldGoalLesson.replacingOccurrences(of: "# Held goals", with: "# Who holds the goals?")
            .replacingOccurrences(of: "## Step 2: A widget besides", with: "## Step 2: A widget too!")
        let coach = try Self.coach(asking)
        _ = coach.execute("lesson 1")
        #expect(coach.execute("add gadget").output.hasSuffix("✓ Step 1 done. Type 'next' for step 2: A widget too!"))
        _ = coach.execute("next")
        #expect(coach.execute("skip").output.hasPrefix("Skipped step 2.\n✓ Lesson 1 complete: Who holds the goals?\n"))
    }

    /// A step finished before the learner quit resumes at the step after it, rather than at its
    /// own start with none of its goals met but "done".
    @Test func resumingAfterAFinishedStepGoesOnToTheNext() throws {
        let store = InMemoryProgressStore(
            LessonProgress(currentLesson: "01-counting", lessons: ["01-counting": LessonRecord(currentStep: 1, completedSteps: [1])]))
        let coach = try LessonCoach.counting(store: store)
        let resumed = coach.execute("lesson 1").output
        #expect(resumed.contains("Resuming at step 2 of 3"))
        #expect(coach.execute("objects").output == "Widget#1\nGadget#1", "step 1's solution ran")
        let goal = coach.execute("goal").output
        #expect(goal.hasPrefix("Step 2 of 3: Two more widgets: 0 of 2 goals met"))
        #expect(!goal.contains("This step is done"))
        #expect(store.progress.lessons["01-counting"]?.currentStep == 2)
    }

    @Test func theBannerOffersToResumeALessonUnderWay() throws {
        let underWay = InMemoryProgressStore(
            LessonProgress(currentLesson: "01-counting", lessons: ["01-counting": LessonRecord(currentStep: 2, completedSteps: [1])]))
        #expect(
            try LessonCoach.counting(store: underWay).banner
                == "Counting app.\nLesson 1 is under way (step 2 of 3): 'lesson 1' resumes it.")
        let finished = InMemoryProgressStore(
            LessonProgress(
                currentLesson: "01-counting", lessons: ["01-counting": LessonRecord(currentStep: 3, completedSteps: [1, 2, 3])]))
        #expect(
            try LessonCoach.counting(store: finished).banner
                == "Counting app.\nType 'lesson' for guided lessons on the Coordinator pattern.", "a finished lesson is not offered")
    }

    /// `Setup:` commands run on the fresh app before step 1, every time the lesson's app is
    /// built, and the coach shows them as set up for the learner.
    @Test func aLessonStartsFromTheStateItsSetupMakes() throws {
        let text = """
            # Set up
            Two gadgets are made for you.

            Setup: `add gadget` `add gadget`
            ## Step 1: A third
            ### Goal
            - `live Gadget = 3`
            ### Hints
            1. Add a gadget.
            ### Solution
            ```
            add gadget
            ```
            ## Step 2: A widget
            ### Goal
            - `live Widget = 2`
            ### Hints
            1. Add a widget.
            ### Solution
            ```
            add widget
            ```
            """
        let coach = try Self.coach(text, path: "01-set-up.md")
        let lesson = try #require(coach.lessons.first)
        #expect(lesson.setup == ["add gadget", "add gadget"])
        #expect(lesson.introduction == "Two gadgets are made for you.", "the setup line is the coach's to show")
        let started = coach.execute("lesson 1").output
        #expect(
            started.hasPrefix("Lesson 1: Set up\n\nTwo gadgets are made for you.\n\nset up: add gadget\nset up: add gadget\n\nStep 1 of 2"))
        #expect(coach.execute("objects").output == "Widget#1\nGadget#1\nGadget#2")
        let counting: (StartOptions) -> any LineInterpreter = { CountingApp(options: $0) }
        let secondStep = try LessonReplay.session(for: lesson, atStartOfStep: 1, makeSession: counting)
        #expect(secondStep.execute("objects").output == "Widget#1\nGadget#1\nGadget#2\nGadget#3")
    }

    @Test func aSetupThatFailsIsReportedNotRun() throws {
        let text = """
            # Broken setup
            Setup: `fly away`
            ## Step 1: Anything
            ### Goal
            - `live Gadget = 1`
            ### Hints
            1. Add a gadget.
            ### Solution
            ```
            add gadget
            ```
            """
        let coach = try Self.coach(text, path: "01-broken.md")
        let refused = coach.execute("lesson 1")
        #expect(refused.isError)
        #expect(refused.output.hasPrefix("error: lesson 1 cannot be set up: 01-broken.md: the lesson's setup failed at 'fly away'"))
        #expect(coach.prompt == "> ")
    }

    @Test func ranLastHoldsOnlyWhileTheCommandIsTheLastOne() throws {
        let condition = try GoalCondition(parsing: "ran objects last")
        #expect(condition == .ranLast(command: "objects"))
        #expect(condition.description == "ran objects last")
        let app = CountingApp(options: .shop())
        #expect(condition.isMet(in: AppProbe(interpreter: app, lastCommand: "objects", lastOutput: "")))
        // The coach hands on the name a typed prefix resolved to, never the prefix.
        #expect(!condition.isMet(in: AppProbe(interpreter: app, lastCommand: "obj", lastOutput: "")))
        #expect(!condition.isMet(in: AppProbe(interpreter: app, lastCommand: "add", lastOutput: "")))
        #expect(!condition.isMet(in: AppProbe(interpreter: app, lastCommand: nil, lastOutput: "")))
        #expect(throws: GoalConditionError.self) { try GoalCondition(parsing: "ran objects first") }
    }
}

/// What the learner sees once a lesson's last step is done: no lesson at the prompt, whatever
/// app they go on in, and `goal` saying no lesson is running; `next` starts the one after it.
@Suite struct LessonEndTests {
    static let lessons = [
        """
        # One step

        A lesson of one step.

        ## Step 1: Open the coat

        ### Goal
        - The product screen is showing: `visible ProductViewController`

        ### Hints
        1. Select it.

        ### Solution
        ```
        select promoted:0
        ```
        """,
        """
        # Another

        The lesson after it.

        ## Step 1: Open the cart

        ### Goal
        - The cart is showing: `visible CartViewController`

        ### Hints
        1. Tap it.

        ### Solution
        ```
        tap cart
        ```
        """,
    ]

    @Test func afterTheLastStepThePromptAndGoalSayNoLessonIsRunningInEitherApp() throws {
        let lessons = try Self.lessons.enumerated().map { index, text in
            try LessonParser.parse(text, path: "0\(index + 1)-lesson.md", apps: .shipped)
        }
        let coach = LessonCoach(apps: .shipped, lessons: lessons, store: InMemoryProgressStore(), confirm: { _ in true })
        _ = coach.execute("lesson 1")
        #expect(coach.prompt == "[lesson 1 step 1] > ")
        let done = coach.execute("select promoted:0").output
        #expect(done.contains("✓ Lesson 1 complete: One step."))
        let noLesson = "error: no lesson is running: lesson 1 is complete; 'next' starts lesson 2, 'lesson' lists them"
        for app in ["items", "shop"] {
            #expect(coach.prompt == "> ")
            #expect(coach.execute("goal").output == noLesson)
            #expect(coach.execute("step").output == noLesson)
            #expect(!coach.execute("app \(app)").isError)
        }
        #expect(coach.prompt == "> ")
        #expect(coach.execute("next").output.hasPrefix("Lesson 2: Another"))
        #expect(coach.prompt == "[lesson 2 step 1] > ")
        _ = coach.execute("tap cart")
        #expect(coach.execute("goal").output == "error: no lesson is running: lesson 2 is complete; 'lesson' lists them")
    }
}

/// A learner who does a step's act before typing `next`: the step opens with it unticked and
/// says why, and the learner's own act in the step ticks it.
@Suite struct GoingAheadOfTheLessonTests {
    static let lesson = """
        # Ahead

        Going ahead.

        ## Step 1: Look

        ### Goal
        - `ran screen`

        ### Hints
        1. Look.

        ### Solution
        ```
        screen
        ```

        ## Step 2: Open the coat

        ### Goal
        - The product screen is showing: `visible ProductViewController`

        ### Hints
        1. Select it.

        ### Solution
        ```
        select promoted:0
        ```
        """

    @Test func anActDoneBeforeNextIsSaidAndCountsOnceDoneAgain() throws {
        let lesson = try LessonParser.parse(Self.lesson, path: "01-ahead.md", apps: .shipped)
        let coach = LessonCoach(apps: .shipped, lessons: [lesson], store: InMemoryProgressStore(), confirm: { _ in true })
        _ = coach.execute("lesson 1")
        _ = coach.execute("screen")
        _ = coach.execute("select promoted:0")
        let second = coach.execute("next").output
        #expect(
            second.hasSuffix(
                """
                Goal:
                  ✗ The product screen is showing (visible ProductViewController)

                ('goal' checks, 'hint' helps, 'step' rereads, 'solution' if you are stuck.)
                Already so as this step begins: 'The product screen is showing'. A goal counts only once a command you type in this step makes it so: undo it ('undo') and do it again.
                """))
        #expect(
            coach.execute("goal").output == """
                Step 2 of 2: Open the coat: 0 of 1 goals met
                  ✗ The product screen is showing (visible ProductViewController) — so before this step began: undo it and do it yourself in this step
                (Each goal counts once a command you type in this step makes it so; a look counts after them.)
                """)
        _ = coach.execute("undo")
        #expect(coach.execute("select promoted:0").output.contains("✓ Lesson 1 complete: Ahead."))
    }
}
