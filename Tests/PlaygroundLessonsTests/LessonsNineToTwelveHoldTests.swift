import Testing

@testable import PlaygroundLessons

/// Lessons 9 to 12 as a tester typed them, where a step once ticked before its act or finished
/// before the look its text asks for: each step waits for its own act, then its look.
@Suite struct LessonsNineToTwelveHoldTests {
    // MARK: Lesson 9

    /// Step 1's two requests were waiting before the learner typed anything: the step is the
    /// look at the queue, and `holders` (step 2's look) does not stand in for it.
    @Test func lessonNineStepOneIsTheLookAtTheQueue() throws {
        let step = try LessonStepUnderTest(lesson: 9, step: 1)
        step.type("screen")
        step.type("holders HomeViewController")
        #expect(!step.isDone)
        step.type("queue")
        #expect(step.isDone)
    }

    /// Step 4: the cart was empty before the tap; the step wants the queue looked at after it,
    /// and the tap waits for the learner's prediction.
    @Test func lessonNineStepFourWantsTheQueueAfterTheTap() throws {
        let step = try LessonStepUnderTest(lesson: 9, step: 4)
        step.type("queue")
        step.type("service cart pending")
        #expect(!step.isDone)
        #expect(step.type("tap buyNow1").isError)
        step.type("predict HomeViewController")
        #expect(!step.isDone)
        step.type("queue")
        #expect(step.isDone)
    }

    // MARK: Lesson 10

    /// Step 1 once finished at `open shop://product/3`, before the `stack` its text asks for.
    @Test func lessonTenStepOneWantsTheStackAfterTheLink() throws {
        let step = try LessonStepUnderTest(lesson: 10, step: 1)
        step.type("trace all")
        step.type("open shop://product/3")
        #expect(!step.isDone)
        step.type("stack")
        #expect(step.isDone)
    }

    /// Step 2 once finished at the second link, before the `objects` that shows the account
    /// coordinator gone.
    @Test func lessonTenStepTwoWantsTheObjectsAfterTheSecondLink() throws {
        let step = try LessonStepUnderTest(lesson: 10, step: 2)
        step.type("objects")
        step.type("open shop://account")
        step.type("open shop://product/1")
        #expect(!step.isDone)
        step.type("objects")
        #expect(step.isDone)
    }

    /// Step 6 once finished at `stop AccountCoordinator`, before the `objects` it asks for.
    @Test func lessonTenStepSixWantsTheObjectsAfterTheStop() throws {
        let step = try LessonStepUnderTest(lesson: 10, step: 6)
        step.type("stop AccountCoordinator")
        #expect(!step.isDone)
        step.type("objects")
        #expect(step.isDone)
    }

    /// Step 8 once ticked "the account coordinator still runs" at `tap account`, before the
    /// swipe: a `tree` before the swipe is not the look, one after it is.
    @Test func lessonTenStepEightSaysTheCoordinatorStillRunsOnlyAfterTheSwipe() throws {
        let step = try LessonStepUnderTest(lesson: 10, step: 8)
        step.type("trace all")
        step.type("tap account")
        step.type("tree")
        #expect(step.goals["Yet the account coordinator still runs"] == false)
        #expect(!step.isDone)
        step.type("swipe down")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.goals["Yet the account coordinator still runs"] == true)
        #expect(step.isDone)
    }

    /// Every `display` reason lesson 10 quotes is what `trace all` prints now, word for word,
    /// when the learner types the step's solution.
    @Test func lessonTenQuotesTheDisplayReasonsTheTracePrints() throws {
        let lesson = try LessonStepUnderTest(lesson: 10, step: 1).lesson
        var quotesChecked = 0
        for step in lesson.steps {
            let quotes = LessonChecker.traceQuotes(in: step.prose).filter { $0.contains("display(") }
            guard !quotes.isEmpty else { continue }
            let learner = try LessonStepUnderTest(lesson: 10, step: step.number)
            let printed = step.solution.map { learner.type($0).output }.joined(separator: "\n")
            for quote in quotes {
                #expect(Self.words(printed).contains(Self.words(quote)), "step \(step.number) quotes '\(quote)'")
                quotesChecked += 1
            }
        }
        #expect(quotesChecked >= 6)
    }

    // MARK: Lesson 11

    /// Step 2 asks for `trace all`, the level at which the decisions this lesson reads are
    /// printed: with `trace on` the step is not done.
    @Test func lessonElevenAsksForTraceAll() throws {
        let step = try LessonStepUnderTest(lesson: 11, step: 2)
        step.type("trace on")
        step.type("tap accept")
        step.type("screen")
        #expect(!step.isDone)
        step.type("trace all")
        step.type("screen")
        #expect(step.isDone)
    }

    /// Step 6 (once step 5) finished at `tap signUp`, before the `tree` that shows the
    /// onboarding coordinator in the auth coordinator's place; and `removeDependency`, which its
    /// text quotes, is printed at `trace all`.
    @Test func lessonElevenWhoEndsTheFlowWantsTheTreeAfterTheSignUp() throws {
        let step = try LessonStepUnderTest(lesson: 11, step: 6)
        step.type("back")
        let signUp = step.type("tap signUp")
        #expect(signUp.output.contains("removeDependency(AuthCoordinator#1)"))
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// The lesson ends by saying when to choose each style and what each costs, in the terms of
    /// the two apps: messages need no wiring but travel a chain you must know and depend on
    /// `coordinatingResponder`; closures are explicit but each needs wiring and a finish path,
    /// and the router style leaks on the Back button.
    @Test func lessonElevenEndsWithWhenToChooseEachStyle() throws {
        let recap = try LessonStepUnderTest(lesson: 11, step: 1).lesson.recap
        let choosing = try #require(recap.range(of: "Which style"))
        let ending = String(recap[choosing.lowerBound...])
        for words in [
            "need no wiring", "must know the chain", "coordinatingResponder", "explicit", "needs its wiring", "finish path",
            "Back button", "leaks",
        ] {
            #expect(ending.contains(words), "the recap's end does not say '\(words)'")
        }
    }

    // MARK: Lesson 12

    /// Step 1 once finished at `select Account`, before the `tree` that shows the completion the
    /// router keeps.
    @Test func lessonTwelveStepOneWantsTheTreeAfterTheAccount() throws {
        let step = try LessonStepUnderTest(lesson: 12, step: 1)
        step.type("tap settings")
        step.type("select Account")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Step 2 once finished at `tap done`, before its `objects`; and it asks for `trace all`,
    /// as `trace on` does not print the `removeDependency` its text quotes.
    @Test func lessonTwelveStepTwoWantsTraceAllAndTheObjectsAfterDone() throws {
        let step = try LessonStepUnderTest(lesson: 12, step: 2)
        step.type("trace on")
        let done = step.type("tap done")
        #expect(!done.output.contains("removeDependency"))
        #expect(!step.isDone)
        step.type("objects")
        #expect(!step.isDone)
        step.type("trace all")
        step.type("objects")
        #expect(step.isDone)
    }

    /// Step 3 once ticked "The coordinator leaked" and "So did its screen" at `select Account`,
    /// before any Back: `objects` before Back is not the look, after it it is. The Back waits
    /// for the learner's prediction, and a wrong one does not stop the step.
    @Test func lessonTwelveStepThreeSaysTheChildLeakedOnlyAfterBack() throws {
        let step = try LessonStepUnderTest(lesson: 12, step: 3)
        step.type("select Account")
        step.type("objects")
        #expect(step.goals["You looked at what is alive after it"] == false)
        #expect(!step.isDone)
        #expect(step.type("back").isError)
        step.type("predict no")
        #expect(!step.isDone)
        step.type("objects")
        #expect(step.isDone)
    }

    /// Step 4 once finished at `select Account`, before the `back` that makes the second leak.
    @Test func lessonTwelveStepFourWantsTheSecondBack() throws {
        let step = try LessonStepUnderTest(lesson: 12, step: 4)
        step.type("select Account")
        step.type("tree")
        #expect(!step.isDone)
        step.type("back")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Step 5's goals were once met by the relaunch itself (a fresh app has no account
    /// coordinator): the step wants the Back that the fix hears, then `objects`.
    @Test func lessonTwelveStepFiveWantsTheBackTheFixHears() throws {
        let step = try LessonStepUnderTest(lesson: 12, step: 5)
        step.type("app items launch main router Router")
        step.type("objects")
        #expect(!step.isDone)
        step.type("tap settings")
        step.type("select Account")
        step.type("objects")
        #expect(!step.isDone)
        step.type("back")
        #expect(!step.isDone)
        step.type("objects")
        #expect(step.isDone)
    }

    /// Step 6 once finished at `select Account` (its goals held whenever the account screen was
    /// open), before the `nav pop unanimated` it exists to show.
    @Test func lessonTwelveStepSixWantsTheUnanimatedPop() throws {
        let step = try LessonStepUnderTest(lesson: 12, step: 6)
        step.type("select Account")
        #expect(!step.isDone)
        step.type("tree")
        #expect(!step.isDone)
        step.type("nav pop unanimated")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Text compared as the checker compares it: words, whatever the line breaks between them.
    private static func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
