/// Where lesson progress is kept. The coach only loads once and saves after each change; keeping
/// file access behind this lets tests and transcripts use memory, and the program use a file.
package protocol ProgressStore: AnyObject {
    /// The saved progress, or empty progress when there is none; `notice` says, in one line, when
    /// something saved had to be set aside (the coach shows it and goes on).
    func load() -> (progress: LessonProgress, notice: String?)
    func save(_ progress: LessonProgress) throws(ProgressStoreError)
}
