import Foundation

extension LessonProgress {
    /// No lesson has this many steps: a larger step number in a saved file is damage, not progress.
    static let stepLimit = 1_000

    /// Why saved progress cannot be used, in words for the learner.
    package struct Invalid: Error, Equatable, Sendable {
        package let reason: String
    }

    /// Progress as saved in `progress.json`: JSON, then every record checked (step numbers from
    /// 1 to `stepLimit`), then put in order (steps ascending and once each, a step done is not
    /// also skipped). Valid JSON is not enough: a step of 0 or less once crashed every lesson start.
    package init(fileContents: some Collection<UInt8>) throws(Invalid) {
        let decoded: LessonProgress
        do {
            decoded = try JSONDecoder().decode(LessonProgress.self, from: Data(fileContents))
        } catch {
            throw Invalid(reason: "it is not progress as this program writes it")
        }
        var lessons: [String: LessonRecord] = [:]
        for (id, record) in decoded.lessons {
            lessons[id] = try record.checked(lessonID: id)
        }
        self.init(currentLesson: decoded.currentLesson, lessons: lessons)
    }
}

extension LessonRecord {
    /// The record with its steps in order, or why it cannot be a lesson's.
    fileprivate func checked(lessonID: String) throws(LessonProgress.Invalid) -> LessonRecord {
        let limit = LessonProgress.stepLimit
        let lesson = "lesson \"\(lessonID)\""
        guard (1...limit).contains(currentStep) else {
            throw .init(reason: "\(lesson) is at step \(currentStep), which is not a step number (1 to \(limit))")
        }
        for (name, steps) in [
            ("done", completedSteps), ("skipped", skippedSteps), ("predicted right", predictedRight), ("predicted wrong", predictedWrong),
        ] {
            if let bad = steps.first(where: { !(1...limit).contains($0) }) {
                throw .init(reason: "\(lesson) has step \(bad) \(name), which is not a step number (1 to \(limit))")
            }
        }
        let completed = Set(completedSteps)
        return LessonRecord(
            currentStep: currentStep, completedSteps: Array(completed), skippedSteps: Array(Set(skippedSteps).subtracting(completed)),
            predictedRight: Array(Set(predictedRight)), predictedWrong: Array(Set(predictedWrong)))
    }

    /// This record for a lesson of `stepCount` steps, which may have fewer steps than when the
    /// record was saved (the lesson file was edited): steps it no longer has are dropped, and a
    /// current step past its end starts the lesson over.
    func fitted(toStepCount stepCount: Int) -> LessonRecord {
        let steps = 1...max(stepCount, 1)
        return LessonRecord(
            currentStep: steps.contains(currentStep) ? currentStep : 1,
            completedSteps: completedSteps.filter(steps.contains), skippedSteps: skippedSteps.filter(steps.contains),
            predictedRight: predictedRight.filter(steps.contains), predictedWrong: predictedWrong.filter(steps.contains))
    }
}
