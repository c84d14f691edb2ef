/// One lesson's progress.
public struct LessonRecord: Codable, Equatable, Sendable {
    /// The step the learner is on (1-based).
    public var currentStep: Int
    /// Steps whose goals the learner reached (with or without `solution run`), ascending; a
    /// sorted list rather than a set so the saved file is the same on every run.
    public private(set) var completedSteps: [Int]
    /// Steps passed over with `skip`, ascending.
    public private(set) var skippedSteps: [Int]

    public init(currentStep: Int = 1, completedSteps: [Int] = [], skippedSteps: [Int] = []) {
        self.currentStep = currentStep
        self.completedSteps = completedSteps.sorted()
        self.skippedSteps = skippedSteps.sorted()
    }

    public mutating func markCompleted(_ step: Int) {
        skippedSteps.removeAll { $0 == step }
        if !completedSteps.contains(step) { completedSteps = (completedSteps + [step]).sorted() }
    }

    public mutating func markSkipped(_ step: Int) {
        if !completedSteps.contains(step) && !skippedSteps.contains(step) { skippedSteps = (skippedSteps + [step]).sorted() }
    }

    /// Every one of the lesson's steps is done or skipped.
    public func isFinished(stepCount: Int) -> Bool {
        (1...max(stepCount, 1)).allSatisfy { completedSteps.contains($0) || skippedSteps.contains($0) }
    }
}
