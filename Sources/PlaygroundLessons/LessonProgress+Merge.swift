extension LessonProgress {
    /// What to save when another program may have saved since: `self` is the file as it is now,
    /// `mine` this program's progress, and `base` what this program last loaded or saved. What
    /// this program changed since `base` is laid over the file; the rest of the file stays, so
    /// two playgrounds open at once keep each other's steps.
    ///
    /// Per lesson: one this program did not touch stays as the file has it; one it started over
    /// (`lesson N reset`) is its own; otherwise the steps done or skipped in either are kept, and
    /// the current step is this program's (the learner's last move).
    func merging(_ mine: LessonProgress, since base: LessonProgress) -> LessonProgress {
        var merged = self
        if mine.currentLesson != base.currentLesson {
            merged.currentLesson = mine.currentLesson
        }
        for id in Set(mine.lessons.keys).union(base.lessons.keys) where mine.lessons[id] != base.lessons[id] {
            guard let record = mine.lessons[id] else {
                merged.lessons[id] = nil
                continue
            }
            let startedOver = base.lessons[id].map { !record.continues($0) } ?? false
            guard let theirs = lessons[id], !startedOver else {
                merged.lessons[id] = record
                continue
            }
            merged.lessons[id] = record.joined(with: theirs)
        }
        return merged
    }
}

extension LessonRecord {
    /// Whether this record grew from `earlier`: every step done then is still done, and every
    /// step skipped then is skipped or done. Only starting the lesson over forgets steps.
    fileprivate func continues(_ earlier: LessonRecord) -> Bool {
        let completed = Set(completedSteps)
        return completed.isSuperset(of: earlier.completedSteps) && completed.union(skippedSteps).isSuperset(of: earlier.skippedSteps)
    }

    /// The steps done or skipped in either, at this record's current step; a step done in one
    /// and skipped in the other counts as done.
    fileprivate func joined(with other: LessonRecord) -> LessonRecord {
        let completed = Set(completedSteps).union(other.completedSteps)
        let skipped = Set(skippedSteps).union(other.skippedSteps).subtracting(completed)
        // A first answer is kept from this record, else from the other.
        let right = Set(predictedRight).union(Set(other.predictedRight).subtracting(predictedWrong))
        let wrong = Set(predictedWrong).union(Set(other.predictedWrong).subtracting(predictedRight))
        return LessonRecord(
            currentStep: currentStep, completedSteps: Array(completed), skippedSteps: Array(skipped), predictedRight: Array(right),
            predictedWrong: Array(wrong))
    }
}
