/// The step being worked on, and what the learner did in it so far.
struct StepInProgress: Equatable {
    let lesson: Lesson
    var stepIndex: Int
    var hintsShown = 0
    /// Command names, lowercased, of the lines the engine accepted during the step.
    var commandsRun: [String] = []
    var lastOutput = ""
    /// The goals' state after the last check, to tell the learner what changed.
    var goalsMet: [Bool]

    var step: LessonStep { lesson.steps[stepIndex] }
}
