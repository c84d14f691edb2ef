/// The step being worked on, and what the learner did in it so far.
struct StepInProgress: Equatable {
    let lesson: Lesson
    var stepIndex: Int
    var hintsShown = 0
    /// The full name of the command the last line the engine accepted during the step ran
    /// (`tree` for a typed `tr`); nil until the learner's first command in it.
    var lastCommand: String?
    var lastOutput = ""
    /// The learner's answer to the step's question, once its command has run after it.
    var predictedAnswer: String?
    /// Each goal as the learner earned it (see `GoalCondition.Kind`): what ✓ and ✗ show.
    var goalsMet: [Bool]
    /// Each goal's condition as last read, whoever made it so: a goal about the app is earned
    /// only by a command after which it holds where before it did not.
    var goalsHeld: [Bool]

    var step: LessonStep { lesson.steps[stepIndex] }

    /// Goals about the app that hold but were so before the learner's own command made them:
    /// a learner who did the step's act before `next` must be told why it is not ticked.
    var goalsAlreadySo: [Int] {
        step.goals.indices.filter { step.goals[$0].condition.kind == .state && goalsHeld[$0] && !goalsMet[$0] }
    }

    /// A step as it starts: nothing earned, whatever already holds (`held`, read on the app as
    /// the step starts) noted so that it cannot count until the learner makes it hold again.
    init(lesson: Lesson, stepIndex: Int, held: [Bool] = []) {
        self.lesson = lesson
        self.stepIndex = stepIndex
        let count = lesson.steps[stepIndex].goals.count
        goalsMet = Array(repeating: false, count: count)
        goalsHeld = held.count == count ? held : Array(repeating: false, count: count)
    }

    /// Judges the goals after a command, given what holds now; returns the goals that were met
    /// before it and are not any more.
    mutating func judge(holding now: [Bool]) -> [Int] {
        let goals = step.goals
        guard now.count == goals.count else { return [] }
        var met = goalsMet
        for index in goals.indices {
            switch goals[index].condition.kind {
            case .state: met[index] = now[index] && (met[index] || !goalsHeld[index])
            case .event: met[index] = met[index] || now[index]
            case .look: continue
            }
        }
        let acts = goals.indices.filter { goals[$0].condition.kind != .look }
        let actsMet = acts.allSatisfy { met[$0] }
        for index in goals.indices where goals[index].condition.kind == .look {
            if !actsMet {
                met[index] = false
            } else if case .ranLast = goals[index].condition {
                met[index] = now[index]
            } else {
                met[index] = met[index] || now[index]
            }
        }
        let lost = goals.indices.filter { goalsMet[$0] && !met[$0] }
        goalsMet = met
        goalsHeld = now
        return lost
    }
}
