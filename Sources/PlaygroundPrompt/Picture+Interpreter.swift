import PlaygroundEngine
import PlaygroundLessons
import PlaygroundPicture
import PlaygroundWalkthrough

extension Picture {
    /// The app `interpreter` runs as it stands, with the last command's story, and the lesson
    /// step under way when it is a coach in a lesson; nil for an interpreter without an app.
    init?(of interpreter: any LineInterpreter) {
        guard let snapshot = interpreter.pictureSnapshot() else { return nil }
        self.init(
            snapshot: snapshot, lesson: (interpreter as? LessonCoach)?.lastStepWorkedOn.map(LessonPanel.init),
            story: interpreter.lastCommandStory())
    }
}
