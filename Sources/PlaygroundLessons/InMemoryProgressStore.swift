/// Keeps progress for the life of the object: tests and transcripts, which must not touch the
/// learner's files.
package final class InMemoryProgressStore: ProgressStore {
    package private(set) var progress: LessonProgress

    package init(_ progress: LessonProgress = LessonProgress()) { self.progress = progress }

    package func load() -> (progress: LessonProgress, notice: String?) { (progress, nil) }

    package func save(_ progress: LessonProgress) throws(ProgressStoreError) { self.progress = progress }
}
