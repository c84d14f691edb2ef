/// What the learner has done, saved between runs: which lesson is under way and, per lesson,
/// the step reached and the steps done or skipped. Keyed by lesson id (the file name), so
/// renumbering lessons keeps everyone's progress.
package struct LessonProgress: Codable, Equatable, Sendable {
    package var currentLesson: String?
    package var lessons: [String: LessonRecord]

    package init(currentLesson: String? = nil, lessons: [String: LessonRecord] = [:]) {
        self.currentLesson = currentLesson
        self.lessons = lessons
    }
}
