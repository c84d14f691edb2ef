import Foundation
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// What the picture shows of a lesson: the step under way and its goals as the last command left
/// them; and a lesson worked through by its own solutions, for the page teachers get.
@Suite struct LessonStepStatusTests {
    static func cityPicker() throws -> Lesson {
        try LessonParser.parse(fileAt: LessonFixtures.lessonsFolder + "/07-the-city-picker.md", apps: .shipped)
    }

    @Test func theStepUnderWayFollowsEveryCommand() throws {
        let lesson = try Self.cityPicker()
        let coach = LessonCoach(apps: .shipped, lessons: [lesson], store: InMemoryProgressStore(), confirm: { _ in true })
        #expect(coach.stepUnderWay == nil)
        #expect(coach.appSnapshot() != nil)
        _ = coach.execute("lesson 7")
        let start = try #require(coach.stepUnderWay)
        #expect(start.lessonNumber == 7 && start.stepNumber == 1 && start.stepCount == lesson.steps.count)
        #expect(start.lessonTitle == lesson.title)
        #expect(start.stepTitle == "Open the profile editor")
        #expect(start.prose == lesson.steps[0].prose)
        #expect(
            start.goals == [
                .init(text: "The edit screen is showing", check: "visible EditProfileViewController", isMet: false),
                .init(text: "You looked at it: it shows the user's city", check: "ran screen showing \"City: Moscow\"", isMet: false),
            ])
        for command in lesson.steps[0].solution.dropLast() { _ = coach.execute(command) }
        #expect(coach.stepUnderWay?.goals.map(\.isMet) == [true, false])
        _ = coach.execute(lesson.steps[0].solution.last!)
        #expect(coach.stepUnderWay?.goals.map(\.isMet) == [true, true])
        _ = coach.execute("next")
        #expect(coach.stepUnderWay?.stepNumber == 2)
        #expect(coach.stepUnderWay?.goals.allSatisfy { !$0.isMet } == true)
    }

    @Test func aSolvedLessonShowsEachStepUnmetAtItsStartAndMetAfterItsSolution() throws {
        let lesson = try Self.cityPicker()
        let solved = SolvedLesson(lesson, apps: .shipped)
        #expect(solved.number == 7 && solved.title == lesson.title)
        #expect(solved.introduction == lesson.introduction && !solved.introduction.isEmpty)
        #expect(solved.steps.count == lesson.steps.count)
        for (step, solvedStep) in zip(lesson.steps, solved.steps) {
            #expect(solvedStep.start.stepNumber == step.number)
            #expect(solvedStep.start.goals.contains { !$0.isMet }, "step \(step.number) starts solved")
            #expect(solvedStep.commands.map(\.text) == step.solution)
            #expect(solvedStep.commands.allSatisfy { !$0.isError })
            #expect(solvedStep.commands.last?.step.goals.allSatisfy(\.isMet) == true, "step \(step.number) unsolved")
        }
        // Each command's app is the app that command left, as a learner's session would have it
        // (the lesson's setup logs in first).
        let session = Session(options: lesson.startOptions)
        #expect(lesson.setup.count == 4)
        for command in lesson.setup { _ = session.execute(command) }
        for command in lesson.steps[0].engineSolution { _ = session.execute(command) }
        #expect(solved.steps[0].commands.last?.app == session.appSnapshot())
    }
}
