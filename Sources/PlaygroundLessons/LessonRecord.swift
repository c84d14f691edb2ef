/// One lesson's progress.
package struct LessonRecord: Codable, Equatable, Sendable {
    /// The step the learner is on (1-based).
    package var currentStep: Int
    /// Steps whose goals the learner reached (with or without `solution run`), ascending; a
    /// sorted list rather than a set so the saved file is the same on every run.
    package private(set) var completedSteps: [Int]
    /// Steps passed over with `skip`, ascending.
    package private(set) var skippedSteps: [Int]
    /// Steps whose question the learner answered right the first time, ascending.
    package private(set) var predictedRight: [Int]
    /// Steps whose question the learner's first answer got wrong, ascending.
    package private(set) var predictedWrong: [Int]

    package init(
        currentStep: Int = 1, completedSteps: [Int] = [], skippedSteps: [Int] = [], predictedRight: [Int] = [],
        predictedWrong: [Int] = []
    ) {
        self.currentStep = currentStep
        self.completedSteps = completedSteps.sorted()
        self.skippedSteps = skippedSteps.sorted()
        self.predictedRight = predictedRight.sorted()
        self.predictedWrong = predictedWrong.sorted().filter { !predictedRight.contains($0) }
    }

    /// Keeps the first answer to step `step`'s question; a later one (after `lesson N` again)
    /// does not change it.
    package mutating func recordPrediction(ofStep step: Int, right: Bool) {
        guard !predictedRight.contains(step), !predictedWrong.contains(step) else { return }
        if right { predictedRight = (predictedRight + [step]).sorted() } else { predictedWrong = (predictedWrong + [step]).sorted() }
    }

    package mutating func markCompleted(_ step: Int) {
        skippedSteps.removeAll { $0 == step }
        if !completedSteps.contains(step) { completedSteps = (completedSteps + [step]).sorted() }
    }

    package mutating func markSkipped(_ step: Int) {
        if !completedSteps.contains(step) && !skippedSteps.contains(step) { skippedSteps = (skippedSteps + [step]).sorted() }
    }

    private enum CodingKeys: String, CodingKey {
        case currentStep, completedSteps, skippedSteps, predictedRight, predictedWrong
    }

    /// A file saved before predictions were counted has none; one without any writes none, so
    /// such a file is byte for byte what it was.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            currentStep: try container.decode(Int.self, forKey: .currentStep),
            completedSteps: try container.decode([Int].self, forKey: .completedSteps),
            skippedSteps: try container.decode([Int].self, forKey: .skippedSteps),
            predictedRight: try container.decodeIfPresent([Int].self, forKey: .predictedRight) ?? [],
            predictedWrong: try container.decodeIfPresent([Int].self, forKey: .predictedWrong) ?? [])
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currentStep, forKey: .currentStep)
        try container.encode(completedSteps, forKey: .completedSteps)
        try container.encode(skippedSteps, forKey: .skippedSteps)
        if !predictedRight.isEmpty { try container.encode(predictedRight, forKey: .predictedRight) }
        if !predictedWrong.isEmpty { try container.encode(predictedWrong, forKey: .predictedWrong) }
    }

    /// Every one of the lesson's steps is done or skipped.
    package func isFinished(stepCount: Int) -> Bool {
        (1...max(stepCount, 1)).allSatisfy { completedSteps.contains($0) || skippedSteps.contains($0) }
    }
}
