import Testing
import TextLayout

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// The coach's decisions as values: each event's effects and the state it leaves, with no app,
/// terminal or disk behind them.
@Suite struct CoachStateTests {
    private let lesson: Lesson
    private let stepTwo: [String]

    init() throws {
        lesson = try LessonFixtures.countingLesson()
        stepTwo = LessonText.stepPresentation(lesson.steps[1], of: lesson, goalsMet: [false, false])
    }

    /// The state with lesson 1 under way at step `index`, its app standing.
    private func underWay(atStep index: Int, record: LessonRecord? = nil) -> CoachState {
        var state = CoachState(lessons: [lesson])
        state.progress = LessonProgress(currentLesson: lesson.id, lessons: [lesson.id: record ?? LessonRecord(currentStep: index + 1)])
        state.current = StepInProgress(lesson: lesson, stepIndex: index)
        return state
    }

    @Test func startingALessonAsksForItsAppThenPresentsTheStepAndSaves() {
        var state = CoachState(lessons: [lesson])
        #expect(state.apply(.command(.start(lessonNumber: 1))) == [.rebuildApp(lessonNumber: 1, stepIndex: 0)])
        #expect(state.current == nil)

        let effects = state.apply(.appRebuilt(goalsMet: [false, false]))
        let progress = LessonProgress(currentLesson: lesson.id, lessons: [lesson.id: LessonRecord()])
        // The lesson's `Start:` line is said in words, not shown as prose.
        let heading = [
            "Lesson 1: Counting things", "", lesson.introduction, "",
            "The lesson starts on a freshly launched app (service catalog pending).",
            "",
        ]
        #expect(
            effects == [
                .print(heading + LessonText.stepPresentation(lesson.steps[0], of: lesson, goalsMet: [false, false])),
                .save(progress),
            ])
        var expected = CoachState(lessons: [lesson], progress: progress)
        expected.current = StepInProgress(lesson: lesson, stepIndex: 0, held: [false, false])
        #expect(state == expected)
    }

    @Test func aLessonThatCannotBeSetUpLeavesEverythingAsItWas() {
        var state = CoachState(lessons: [lesson])
        _ = state.apply(.command(.start(lessonNumber: 1)))
        #expect(state.apply(.rebuildFailed(message: "bad start")) == [.fail("error: lesson 1 cannot be set up: bad start")])
        #expect(state == CoachState(lessons: [lesson]))
    }

    @Test func anEngineLineIsRecordedAndTheGoalsReadAfterIt() {
        var state = underWay(atStep: 0)
        let effects = state.apply(.engineRan(line: "Add widget", command: "add", result: CommandResult(output: "added widget")))
        #expect(effects == [.relay([OutputLine("added widget")]), .readGoals])
        #expect(state.current?.lastCommand == "add")
        #expect(state.current?.lastOutput == "added widget")
        #expect(state.awaiting == .goals(.afterCommand(command: "Add widget")))

        // `ran add` is a look: it counts only once the act (a gadget alive) is done.
        #expect(state.apply(.goalsRead([false, true])) == [])
        #expect(state.current?.goalsMet == [false, false])
        #expect(state.awaiting == nil)

        _ = state.apply(.engineRan(line: "add gadget", command: "add", result: CommandResult(output: "added gadget")))
        #expect(state.apply(.goalsRead([true, true])).first == .print(["", "✓ Step 1 done. Type 'next' for step 2: Two more widgets."]))
    }

    @Test func allGoalsMetCompletesTheStepAndSaves() {
        var state = underWay(atStep: 0)
        _ = state.apply(.engineRan(line: "add gadget", command: "add", result: CommandResult(output: "added gadget")))
        let record = LessonRecord(currentStep: 1, completedSteps: [1])
        #expect(
            state.apply(.goalsRead([true, true])) == [
                .print(["", "✓ Step 1 done. Type 'next' for step 2: Two more widgets."]),
                .save(LessonProgress(currentLesson: lesson.id, lessons: [lesson.id: record])),
            ])
    }

    @Test func anEngineErrorIsPassedOnWithoutReadingGoals() {
        var state = underWay(atStep: 0)
        let before = state
        #expect(
            state.apply(.engineRan(line: "frob", command: "frob", result: CommandResult(output: "error: no", isError: true))) == [
                .relay([OutputLine("error: no", kind: .error)])
            ])
        #expect(state == before)
    }

    @Test func withoutALessonEngineLinesPassStraightThrough() {
        var state = CoachState(lessons: [lesson])
        #expect(
            state.apply(.engineRan(line: "add gadget", command: "add", result: CommandResult(output: "added gadget"))) == [
                .relay([OutputLine("added gadget")])
            ])
        #expect(state == CoachState(lessons: [lesson]))
        #expect(state.apply(.command(.hint)) == [.fail("error: no lesson is running; type 'lesson' to list them")])
    }

    @Test func nextBeforeTheGoalIsMetSaysHowFarTheLearnerIs() {
        var state = underWay(atStep: 0)
        state.current?.goalsMet = [true, false]
        #expect(
            state.apply(.command(.next)) == [
                .fail(
                    "error: step 1 is not done yet (1 of 2 goals met); 'goal' shows what is left, 'hint' helps, 'skip' moves on without it")
            ])
        #expect(state.current?.stepIndex == 0)
    }

    @Test func nextAfterTheGoalGoesOnInTheSameApp() {
        var state = underWay(atStep: 0, record: LessonRecord(currentStep: 1, completedSteps: [1]))
        #expect(state.apply(.command(.next)) == [.readGoals])
        #expect(state.current == StepInProgress(lesson: lesson, stepIndex: 1))
        let record = LessonRecord(currentStep: 2, completedSteps: [1])
        #expect(
            state.apply(.goalsRead([false, false])) == [
                .print(stepTwo), .save(LessonProgress(currentLesson: lesson.id, lessons: [lesson.id: record])),
            ])
        #expect(state.current == StepInProgress(lesson: lesson, stepIndex: 1, held: [false, false]))
    }

    @Test func skipRebuildsTheAppForTheNextStep() {
        var state = underWay(atStep: 0)
        #expect(state.apply(.command(.skip)) == [.rebuildApp(lessonNumber: 1, stepIndex: 1)])
        let record = LessonRecord(currentStep: 2, skippedSteps: [1])
        let note = ["Skipped step 1; the app was rebuilt to where step 2 starts.", ""]
        #expect(
            state.apply(.appRebuilt(goalsMet: [false, false])) == [
                .print(note + stepTwo), .save(LessonProgress(currentLesson: lesson.id, lessons: [lesson.id: record])),
            ])
    }

    @Test func aQuestionWaitsForItsAnswer() {
        var state = underWay(atStep: 0)
        #expect(state.apply(.command(.showSolution)) == [.ask("Show the solution to step 1? Trying it yourself teaches more.")])
        #expect(state.awaiting == .confirmation(.showSolution))
        #expect(state.apply(.answered(false)) == [.print(["The solution stays hidden; 'hint' gives a smaller push."])])
        #expect(state.apply(.answered(true)) == [], "an answer nobody waits for changes nothing")
    }

    @Test func solutionRunRebuildsThenRunsEachLineCheckingGoalsBetween() {
        var state = underWay(atStep: 1)
        _ = state.apply(.command(.runSolution))
        #expect(state.apply(.answered(true)) == [.rebuildApp(lessonNumber: 1, stepIndex: 1)])
        #expect(
            state.apply(.appRebuilt(goalsMet: [false, false])) == [
                .print(["(The app was rebuilt to where step 2 starts.)"]), .runInEngine("add widget"),
            ])
        #expect(
            state.apply(.engineRan(line: "add widget", command: "add", result: CommandResult(output: "added widget")))
                == [.echo("add widget"), .relay([OutputLine("added widget")]), .readGoals])
        #expect(
            state.apply(.goalsRead([false, true])) == [
                .print(["", "  ✓ The last thing added is a widget (output contains \"added widget\")"]), .runInEngine("add widget"),
            ])
        _ = state.apply(.engineRan(line: "add widget", command: "add", result: CommandResult(output: "added widget")))
        let effects = state.apply(.goalsRead([true, true]))
        #expect(
            effects.last
                == .save(LessonProgress(currentLesson: lesson.id, lessons: [lesson.id: LessonRecord(currentStep: 2, completedSteps: [2])])))
        #expect(state.solutionLeft == nil)
        #expect(state.current?.lastCommand == "add")
    }

    @Test func everyCommandDuringAStepIsHandled() {
        let commands: [CoachCommand] = [
            .list, .start(lessonNumber: 1), .reset, .goal, .hint, .showSolution, .runSolution, .next, .skip,
            .misused(usage: "usage: goal"),
        ]
        for command in commands {
            var state = underWay(atStep: 0)
            #expect(!state.apply(.command(command)).isEmpty, "\(command)")
        }
    }
}
