import ShippedApps
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// How a step's goals are earned: only by the learner's own commands in the step, the act
/// first and the look after it, and said when lost.
@Suite struct StepJudgingTests {
    /// A step with an act (a state of the app), an event (what a command printed) and a look.
    private let lesson: Lesson

    init() throws {
        lesson = try LessonParser.parse(
            """
            # Judging

            Judging.

            ## Step 1: Act then look

            ### Goals
            - The product is showing: `visible ProductViewController`
            - The trace said so: `output contains catalogShowProduct`
            - You looked: `ran tree`

            ### Hints
            1. Do it.

            ### Solution
            ```
            select promoted:0
            tree
            ```
            """, path: "01-judging.md", apps: .shipped)
    }

    private func step(held: [Bool] = [false, false, false]) -> StepInProgress {
        StepInProgress(lesson: lesson, stepIndex: 0, held: held)
    }

    @Test func aStateThatHeldAsTheStepStartedCountsOnlyOnceTheLearnerMakesItHoldAgain() {
        var step = step(held: [true, false, false])
        #expect(step.judge(holding: [true, false, false]) == [])
        #expect(step.goalsMet == [false, false, false])
        _ = step.judge(holding: [false, false, false])
        _ = step.judge(holding: [true, false, false])
        #expect(step.goalsMet == [true, false, false])
    }

    @Test func aLookBeforeTheActDoesNotCount() {
        var step = step()
        _ = step.judge(holding: [false, false, true])
        #expect(step.goalsMet == [false, false, false])
        _ = step.judge(holding: [true, true, false])
        #expect(step.goalsMet == [true, true, false])
        _ = step.judge(holding: [true, false, true])
        #expect(step.goalsMet == [true, true, true], "the event stays earned after a later command prints something else")
    }

    @Test func losingTheActLosesTheLookAndSaysWhich() {
        var step = step()
        _ = step.judge(holding: [true, true, false])
        _ = step.judge(holding: [true, false, true])
        #expect(step.judge(holding: [false, false, false]) == [0, 2])
        #expect(step.goalsMet == [false, true, false])
    }

    @Test func theCoachSaysOnceThatAGoalIsNoLongerMet() {
        var state = CoachState(lessons: [lesson])
        state.progress = LessonProgress(currentLesson: lesson.id, lessons: [lesson.id: LessonRecord()])
        state.current = step()
        _ = state.apply(.engineRan(line: "select promoted:0", command: "select", result: CommandResult(output: "catalogShowProduct")))
        _ = state.apply(.goalsRead([true, true, false]))
        _ = state.apply(.engineRan(line: "back", command: "back", result: CommandResult(output: "now showing HomeViewController#1")))
        #expect(
            state.apply(.goalsRead([false, false, false])) == [
                .print(["", "  ✗ The product is showing (visible ProductViewController) — no longer met after 'back'"])
            ])
        _ = state.apply(.engineRan(line: "screen", command: "screen", result: CommandResult(output: "HomeViewController#1")))
        #expect(state.apply(.goalsRead([false, false, false])) == [], "said once, not after every command")
    }
}
