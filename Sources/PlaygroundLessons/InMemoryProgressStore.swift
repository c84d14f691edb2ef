/// Keeps progress for the life of the object: tests and transcripts, which must not touch the
/// learner's files.
public final class InMemoryProgressStore: ProgressStore {
    public private(set) var progress: LessonProgress

    public init(_ progress: LessonProgress = LessonProgress()) { self.progress = progress }

    public func load() -> (progress: LessonProgress, notice: String?) { (progress, nil) }

    public func save(_ progress: LessonProgress) throws(ProgressStoreError) { self.progress = progress }
}
