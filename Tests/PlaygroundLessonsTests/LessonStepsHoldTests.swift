import Testing

@testable import PlaygroundLessons

/// The steps a learner could once tick without doing what they teach, each typed as that
/// learner typed it: the step is not done until its own act, and then its look.
@Suite struct LessonStepsHoldTests {
    /// Lesson 1, step 4: `tree` typed before `tap cart` is not the look at the coordinators
    /// after the cart took over.
    @Test func lessonOneStepFourWantsTheTreeAfterTheCart() throws {
        let step = try LessonStepUnderTest(lesson: 1, step: 4)
        step.type("tree")
        step.type("tap cart")
        #expect(!step.isDone)
        step.type("tree")
        #expect(step.isDone)
    }
}
