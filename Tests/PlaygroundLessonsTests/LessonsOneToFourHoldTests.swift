import Testing

@testable import PlaygroundLessons

/// Lessons 1 to 4 as a learner who follows the ticks meets them: each step typed as a tester
/// typed it (the look before the act, the act without the look), then as the step asks, its act
/// and then its look.
@Suite struct LessonsOneToFourHoldTests {
    /// The commands a step's text shows as code, which the learner is asked to type.
    private static func commandsShown(lesson: Int, step: Int) throws -> [String] {
        let prose = try LessonStepUnderTest(lesson: lesson, step: step).lesson.steps[step - 1].prose
        return CommandMentions.commands(in: prose, commandNames: CommandMentions.knownCommandNames)
    }

    // MARK: Lesson 1

    /// Lesson 1, step 1 shows as code only the command it asks for; the Account button's command
    /// and `view` are only mentioned.
    @Test func lessonOneStepOneShowsOnlyTheScreenItAsksFor() throws {
        #expect(try Self.commandsShown(lesson: 1, step: 1) == ["screen"])
    }

    /// Lesson 1, step 2: opening the product is not the end of it; the `screen` the text asks
    /// for is, and a `screen` before the product does not count.
    @Test func lessonOneStepTwoWantsTheScreenAfterTheProduct() throws {
        let step = try LessonStepUnderTest(lesson: 1, step: 2)
        step.type("screen")
        step.type("select promoted:0")
        #expect(!step.isDone)
        step.type("screen")
        #expect(step.isDone)
    }

    /// Lesson 1, step 2 offers naming the row; that opens the product as well.
    @Test func lessonOneStepTwoTakesTheRowByItsName() throws {
        let step = try LessonStepUnderTest(lesson: 1, step: 2)
        step.type(#"select "Wool Coat""#)
        #expect(!step.isDone)
        step.type("screen")
        #expect(step.isDone)
    }

    /// Lesson 1, step 3: `trace on` with step 2's product still open ticks only the trace, and
    /// `tree` right after it is not the look; the step ends at the tree after the product was
    /// opened again under the trace.
    @Test func lessonOneStepThreeWantsTheProductOpenedAgainUnderTheTrace() throws {
        let step = try LessonStepUnderTest(lesson: 1, step: 3)
        step.type("trace on")
        #expect(
            step.goals == [
                "You turned tracing on": true,
                "The trace showed the catalogShowProduct message that opened the product": false,
                "You looked at the coordinators, the new product screen in the catalog's list": false,
            ])
        step.type("tree")
        #expect(!step.isDone)
        step.type("back")
        step.type(#"select "Cable Sweater""#)
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    // MARK: Lesson 2

    /// Lesson 2, step 2: the home screen's chain does not start in the button; the button's
    /// chain does. The trace and the tap it mentions are not asked for.
    @Test func lessonTwoStepTwoWantsTheButtonsChain() throws {
        #expect(try Self.commandsShown(lesson: 2, step: 2) == ["chain Button#3"])
        let step = try LessonStepUnderTest(lesson: 2, step: 2)
        step.type("chain")
        #expect(!step.isDone)
        step.type("chain Button#3")
        #expect(step.isDone)
    }

    /// Lesson 2, step 3 once finished at the product's chain, before the `stack` its text asked
    /// for: the chain, after the product, ends step 3, and the stack is step 4, done by that look
    /// and no other.
    @Test func lessonTwoWantsTheStackAfterTheProductsChain() throws {
        let pushed = try LessonStepUnderTest(lesson: 2, step: 3)
        pushed.type("chain")
        pushed.type("select promoted:0")
        #expect(!pushed.isDone)
        pushed.type("chain")
        #expect(pushed.isDone)

        let owner = try LessonStepUnderTest(lesson: 2, step: 4)
        owner.type("chain")
        owner.type("tree")
        #expect(!owner.isDone)
        owner.type("stack")
        #expect(owner.isDone)
    }

    /// Lesson 2, step 6: sending `accountClose` is the act, and it waits for the prediction; the
    /// `tree` the text asks for, after it, finishes the step, and a tree before it does not.
    @Test func lessonTwoStepSixWantsTheTreeAfterTheSend() throws {
        let step = try LessonStepUnderTest(lesson: 2, step: 6)
        step.type("tree")
        #expect(step.type("send accountClose").isError)
        step.type("predict AppCoordinator")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    // MARK: Lesson 3

    /// Lesson 3, step 2: the send waits for the learner's prediction, a wrong one counts as
    /// answered, and the send is not the end: the `screen` that shows the badge is.
    @Test func lessonThreeStepTwoWantsAPredictionThenTheScreenAfterTheSend() throws {
        let step = try LessonStepUnderTest(lesson: 3, step: 2)
        #expect(step.type("send cartAdd product=4").isError)
        step.type("screen")
        #expect(!step.isDone)
        step.type("predict CatalogCoordinator")
        #expect(!step.isDone)
        step.type("screen")
        #expect(step.isDone)
    }

    /// Lesson 3, step 3: the tap under the trace is the act; `why` after it is the look.
    @Test func lessonThreeStepThreeWantsWhyAfterTheTap() throws {
        let step = try LessonStepUnderTest(lesson: 3, step: 3)
        step.type("back")
        step.type("trace on")
        step.type("tap buyNow1")
        #expect(!step.isDone)
        step.type("why")
        #expect(step.isDone)
    }

    /// Lesson 3, step 5: a promoted product opened under the trace sends `catalogShowProduct`
    /// too, but not the Field Jacket's; the step wants the message sent, then `why`. Turning the
    /// trace off is only mentioned.
    @Test func lessonThreeStepFiveWantsTheSendThenWhy() throws {
        #expect(try Self.commandsShown(lesson: 3, step: 5) == ["send catalogShowProduct product=3", "why"])
        let step = try LessonStepUnderTest(lesson: 3, step: 5)
        step.type("select promoted:0")
        step.type("why")
        #expect(!step.isDone)
        step.type("back")
        step.type("send catalogShowProduct product=3")
        #expect(!step.isDone)
        step.type("why")
        #expect(step.isDone)
    }

    // MARK: Lesson 4

    /// Lesson 4, step 1: the pushes, then `tree`.
    @Test func lessonFourStepOneWantsTheTreeAfterThePushes() throws {
        let step = try LessonStepUnderTest(lesson: 4, step: 1)
        step.type("tree")
        step.type("push product 2")
        step.type("push product 3")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Lesson 4, step 2: `pop to` alone brings home back but never calls the coordinator's
    /// `pop()`, which the step is also about.
    @Test func lessonFourStepTwoWantsThePopAsWellAsThePopTo() throws {
        let skipping = try LessonStepUnderTest(lesson: 4, step: 2)
        skipping.type("pop to HomeViewController#1")
        skipping.type("tree")
        #expect(!skipping.isDone)

        let step = try LessonStepUnderTest(lesson: 4, step: 2)
        step.type("pop")
        step.type("pop to HomeViewController#1")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Lesson 4, step 3: the cart over the product, then the `tree` that shows the stale list.
    @Test func lessonFourStepThreeWantsTheTreeAfterTheCart() throws {
        let step = try LessonStepUnderTest(lesson: 4, step: 3)
        step.type("push product 1")
        step.type("tree")
        step.type("tap cart")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Lesson 4, step 4: the takeover under the explaining trace, once the learner has said which
    /// screen it shows, then `tree`.
    @Test func lessonFourStepFourWantsTheTreeAfterTheTakeover() throws {
        let step = try LessonStepUnderTest(lesson: 4, step: 4)
        step.type("trace all")
        #expect(step.type("send cartToggle").isError)
        step.type("predict HomeViewController")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Lesson 4, step 5: the catalog coordinator is active as the step starts, so nothing is
    /// ticked by a look then; the cart and back to the catalog, then `tree`.
    @Test func lessonFourStepFiveWantsTheCatalogTakenBackThenTheTree() throws {
        let step = try LessonStepUnderTest(lesson: 4, step: 5)
        step.type("tree")
        #expect(step.goals.values.allSatisfy { !$0 })
        step.type("tap cart")
        step.type("tap catalog")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Lesson 4, step 6: one push once finished the step (home and one product, as after the
    /// Back button); now it wants the Back button's pop, then `tree`.
    @Test func lessonFourStepSixWantsTheBackButtonThenTheTree() throws {
        let step = try LessonStepUnderTest(lesson: 4, step: 6)
        step.type("push product 1")
        step.type("tree")
        #expect(!step.isDone)
        step.type("push product 2")
        step.type("back")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Lesson 4, step 7: the double tap without the trace shows nothing of UIKit keeping the
    /// push; with it, the step ends at the `stack` after the taps.
    @Test func lessonFourStepSevenWantsTheTraceThenTheStack() throws {
        let untraced = try LessonStepUnderTest(lesson: 4, step: 7)
        untraced.type("tap account")
        untraced.type("tap signUp twice")
        untraced.type("stack")
        #expect(!untraced.isDone)

        let step = try LessonStepUnderTest(lesson: 4, step: 7)
        step.type("trace on")
        step.type("tap account")
        step.type("tap signUp twice")
        #expect(!step.isDone)
        step.type("stack")
        #expect(step.isDone)
    }

    /// Lesson 4, step 8: opening the account section once ticked "as it was before the command"
    /// before any command crashed; now the crash, then the `stack` after it.
    @Test func lessonFourStepEightWantsTheStackAfterTheCrash() throws {
        let step = try LessonStepUnderTest(lesson: 4, step: 8)
        step.type("tap account")
        step.type("stack")
        #expect(step.goals.values.allSatisfy { !$0 })
        step.type("tap signUp twice")
        #expect(!step.isDone)
        step.type("stack")
        #expect(step.isDone)
    }
}
