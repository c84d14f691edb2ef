/// Where lesson progress is kept. The coach only loads once and saves after each change; keeping
/// file access behind this lets tests and transcripts use memory, and the program use a file.
public protocol ProgressStore: AnyObject {
    /// The saved progress, or empty progress when there is none; `notice` says, in one line, when
    /// something saved had to be set aside (the coach shows it and goes on).
    func load() -> (progress: LessonProgress, notice: String?)
    func save(_ progress: LessonProgress) throws(ProgressStoreError)
}

/// Progress could not be saved; the message is one line for the learner.
public struct ProgressStoreError: Error, Equatable, Sendable {
    public let message: String
    public init(message: String) { self.message = message }
}

/// Keeps progress for the life of the object: tests and transcripts, which must not touch the
/// learner's files.
public final class InMemoryProgressStore: ProgressStore {
    public private(set) var progress: LessonProgress

    public init(_ progress: LessonProgress = LessonProgress()) { self.progress = progress }

    public func load() -> (progress: LessonProgress, notice: String?) { (progress, nil) }

    public func save(_ progress: LessonProgress) throws(ProgressStoreError) { self.progress = progress }
}
