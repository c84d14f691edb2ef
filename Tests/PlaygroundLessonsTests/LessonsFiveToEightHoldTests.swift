import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundLessons

/// Lessons 5 to 8 (the Back button, the login, the city picker, multi-select), each step a
/// tester could once tick without doing what it teaches, typed as that tester typed it: the
/// premature look, the fact that already held, the path that skips the point. The step is not
/// done until its own act, and then its look.
@Suite struct LessonsFiveToEightHoldTests {
    /// The checker's rules hold for each of these lessons: every step starts unsolved, its
    /// solution completes it at its last command, the text asks for nothing the solution leaves
    /// out, and every trace line it quotes is one the solution prints.
    @Test(arguments: [5, 6, 7, 8])
    func theLessonPassesTheChecker(number: Int) throws {
        let step = try LessonStepUnderTest(lesson: number, step: 1)
        let failures = LessonChecker(apps: .shipped).check(step.lesson).filter { $0.kind == .failure }
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }

    // MARK: Lesson 5, the Back button

    /// Step 1: opening the editor is not the step; the tree that shows the child under its
    /// parent is, and a tree typed before the editor opened does not count.
    @Test func lessonFiveStepOneWantsTheTreeAfterTheEditorOpens() throws {
        let step = try LessonStepUnderTest(lesson: 5, step: 1)
        step.type("tree")
        step.type("open shop://profile/edit")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Step 3: the Back inside the picker, then the tree that shows the picker still running.
    @Test func lessonFiveStepThreeWantsTheTreeAfterTheBack() throws {
        let step = try LessonStepUnderTest(lesson: 5, step: 3)
        step.type("trace all")
        step.type("back")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Step 4: the Back out of the picker, once the learner has said which decision comes first,
    /// then `objects`, where the finished picker is gone.
    @Test func lessonFiveStepFourWantsObjectsAfterThePickerFinishes() throws {
        let step = try LessonStepUnderTest(lesson: 5, step: 4)
        step.type("objects")
        #expect(step.type("back").isError)
        step.type("predict stopChild")
        #expect(!step.isDone)
        step.type("objects")
        #expect(step.isDone)
    }

    /// Step 6 once said "0 of 4 goals met" with the profile showing: three of its goals (the
    /// profile showing, no editing child, the account coordinator active) were true of the app
    /// the step started on, and a goal that holds as a step starts counts only once a command of
    /// the learner makes it hold again, so they stood unmet beside a profile that showed them
    /// true. Now no goal holds at the start, and looking at the profile is not the step.
    @Test func lessonFiveStepSixHasNoGoalTheProfileAlreadyMeets() throws {
        let step = try LessonStepUnderTest(lesson: 5, step: 6)
        #expect(step.type("screen").output.hasPrefix("ProfileViewController#1 \"Profile\""))
        let held = try #require(step.coach.state.current?.goalsHeld)
        #expect(held.allSatisfy { !$0 }, "a goal is true of the profile as it stands: \(step.goals)")
        step.type("tree")
        #expect(!step.isDone)
        #expect(step.goals.values.allSatisfy { !$0 })
    }

    /// Step 6 is the one Back that finishes two coordinators: three Backs, one coordinator at a
    /// time, reach the same profile with the same work city and do not do it; the back menu's
    /// one Back, then the tree, does.
    @Test func lessonFiveStepSixWantsOneBackThatFinishesBothCoordinators() throws {
        let threeBacks = try LessonStepUnderTest(lesson: 5, step: 6)
        for line in ["tap editProfile", "tap selectWorkCities", "select Volga", "select Kazan", "back", "back", "back", "tree"] {
            threeBacks.type(line)
        }
        #expect(threeBacks.goals["The picker's output, the work city, was saved"] == true)
        #expect(threeBacks.goals["The editing coordinator finished in the same Back"] == false)
        #expect(!threeBacks.isDone)

        let oneBack = try LessonStepUnderTest(lesson: 5, step: 6)
        for line in ["tap editProfile", "tap selectWorkCities", "select Volga", "select Kazan", "back to ProfileViewController#1"] {
            oneBack.type(line)
        }
        #expect(!oneBack.isDone)
        oneBack.type("tree")
        #expect(oneBack.isDone)
    }

    // MARK: Lesson 6, the login

    /// Step 2 once counted "the login screen is still showing", true before any password was
    /// typed: now a look at it before the wrong login is nothing, and a login without the
    /// username does not send the two texts the step is about.
    @Test func lessonSixStepTwoWantsTheWrongLoginThenTheScreen() throws {
        let step = try LessonStepUnderTest(lesson: 6, step: 2)
        step.type("screen")
        step.type("type password wrong")
        step.type("tap logIn")
        step.type("screen")
        #expect(step.goals["The login screen sent both texts in its message"] == false)
        #expect(!step.isDone)
        step.type("type username pavel")
        step.type("tap logIn")
        #expect(!step.isDone)
        step.type("screen")
        #expect(step.isDone)
    }

    /// Step 7 once counted "nothing is presented", true of the freshly launched app: now the
    /// refused presentation and the return to the cart are the act, and the tree that shows the
    /// Step 6: only the act, `tap logIn`, waits for the prediction: the taps that lead to it
    /// (Close, Cart, Checkout) run, and so does the look after it.
    @Test func lessonSixStepSixRunsTheTapsBeforeTheOneItAsksAbout() throws {
        let step = try LessonStepUnderTest(lesson: 6, step: 6)
        for line in [
            "back", "tap close", "send cartAdd product=1", "tap cart", "tap checkout", "type username pavel", "type password coordinator",
        ] {
            let result = step.type(line)
            #expect(!result.isError, "\(line): \(result.output)")
        }
        #expect(step.coach.appSnapshot()?.visible?.typeName == "LoginViewController")
        #expect(step.type("tap logIn").output.hasPrefix("error: predict first"))
        #expect(
            step.type("predict startChild").lines.map(\.text).contains(
                "✗ Not this time: you predicted startChild(CheckoutCoordinator#1), and it was dismissal of NavigationController#3 ends."))
        #expect(step.coach.appSnapshot()?.visible?.typeName == "ShippingViewController")
        step.type("code AppCoordinator.closePresentedSections")
        #expect(step.isDone)
    }

    /// checkout coordinator running with no screen is the look.
    @Test func lessonSixStepSevenWantsTheRefusalThenTheTree() throws {
        let step = try LessonStepUnderTest(lesson: 6, step: 7)
        step.type("tree")
        #expect(step.goals.values.allSatisfy { !$0 })
        let act = ["send cartAdd product=1", "tap cart", "tap checkout", "type username pavel", "type password coordinator", "tap logIn"]
        for line in act { step.type(line) }
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    // MARK: Lesson 7, the city picker

    /// Step 1 once counted "it shows the user's city", which the profile already showed as the
    /// step started: a look at the profile's Moscow is nothing; the editor's, after it opens, is
    /// the step.
    @Test func lessonSevenStepOneWantsTheEditorThenItsScreen() throws {
        let step = try LessonStepUnderTest(lesson: 7, step: 1)
        #expect(step.type("screen").output.contains("City: Moscow"))
        #expect(!step.isDone)
        step.type("open shop://profile/edit")
        #expect(!step.isDone)
        step.type("screen")
        #expect(step.isDone)
    }

    /// Step 2 once finished at the tap, before the tree its text asks for.
    @Test func lessonSevenStepTwoWantsTheTreeAfterThePickerStarts() throws {
        let step = try LessonStepUnderTest(lesson: 7, step: 2)
        step.type("trace all")
        step.type("tap selectCity")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }

    /// Step 5 once ticked "it shows the new city" before the Back: the edit screen already said
    /// Tokyo. Now the screen typed there counts for nothing; the profile's, after the Back, does.
    @Test func lessonSevenStepFiveWantsTheBackBeforeTheLook() throws {
        let step = try LessonStepUnderTest(lesson: 7, step: 5)
        #expect(step.type("screen").output.contains("City: Tokyo"))
        #expect(step.goals.values.allSatisfy { !$0 })
        step.type("back")
        #expect(!step.isDone)
        step.type("screen")
        #expect(step.isDone)
    }

    /// Step 6 once ticked "back on an edit screen" at `tap editProfile`, before the picker was
    /// even opened: now nothing counts until St. Petersburg is chosen, and then the look.
    @Test func lessonSevenStepSixWantsTheCityChosenBeforeAnythingTicks() throws {
        let step = try LessonStepUnderTest(lesson: 7, step: 6)
        step.type("tap editProfile")
        #expect(step.goals.values.allSatisfy { !$0 })
        step.type("screen")
        step.type("tap selectCity")
        step.type("select \"St. Petersburg\"")
        #expect(!step.isDone)
        step.type("screen")
        #expect(step.isDone)
    }

    // MARK: Lesson 8, multi-select

    /// Step 2 once finished at the second city, before any of the looks its text asks for; a
    /// look at the cities screen on top is not the look at the edit screen under it.
    @Test func lessonEightStepTwoWantsTheEditScreenUnderThePicker() throws {
        let step = try LessonStepUnderTest(lesson: 8, step: 2)
        for line in ["trace all", "select Volga", "select Kazan", "select Samara"] { step.type(line) }
        #expect(!step.isDone)
        step.type("screen")
        #expect(!step.isDone)
        step.type("screen EditProfileViewController")
        #expect(step.isDone)
    }

    /// Step 3 is the look at what is saved while the picker runs (a goal of step 2 that held
    /// before it, "nothing is saved", made a look of its own): a screen is not that look.
    @Test func lessonEightStepThreeWantsTheModelNotAScreen() throws {
        let step = try LessonStepUnderTest(lesson: 8, step: 3)
        step.type("screen EditProfileViewController")
        #expect(!step.isDone)
        step.type("state model")
        #expect(step.isDone)
    }

    /// Step 4 (the tester's step 3) once finished at the Back, before the screen that shows
    /// Volga's count.
    @Test func lessonEightStepFourWantsTheScreenAfterTheBack() throws {
        let step = try LessonStepUnderTest(lesson: 8, step: 4)
        step.type("back")
        #expect(!step.isDone)
        step.type("screen")
        #expect(step.isDone)
    }

    /// Step 5 (the tester's step 4) once ticked "it still lists Samara" before Kazan was
    /// removed, and finished before the look at the regions screen.
    @Test func lessonEightStepFiveWantsKazanRemovedThenTheRegionsScreen() throws {
        let step = try LessonStepUnderTest(lesson: 8, step: 5)
        #expect(step.type("screen EditProfileViewController").output.contains("Work cities: Kazan, Samara"))
        step.type("select Volga")
        #expect(step.goals.values.allSatisfy { !$0 })
        step.type("select Kazan")
        #expect(!step.isDone)
        step.type("screen RegionsViewController")
        #expect(step.isDone)
    }

    /// Step 6 (the tester's step 5) once ticked "it does not list Kazan" on the cities screen,
    /// which has no list of work cities at all, and finished before its look.
    @Test func lessonEightStepSixWantsBothBacksThenTheEditScreen() throws {
        let step = try LessonStepUnderTest(lesson: 8, step: 6)
        step.type("back")
        #expect(step.goals.values.allSatisfy { !$0 })
        step.type("back")
        #expect(!step.isDone)
        step.type("screen")
        #expect(step.isDone)
    }
}
