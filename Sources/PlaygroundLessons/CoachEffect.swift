import PlaygroundEngine
import TextLayout

/// What the coach asks its shell to do; the shell carries effects out in order. Those that need
/// an answer (`rebuildApp`, `readGoals`, `ask`, `runInEngine`) are last in their batch, and the
/// shell feeds the answer back as the next event.
enum CoachEffect: Equatable {
    /// Lines of the coach's own output.
    case print([String])
    /// Text the learner asked to read (`intro`): printed as `print` prints, each line marked as a
    /// document, which a terminal may page.
    case document([String])
    /// The engine's lines, as it printed them: a trace stays a trace, a warning a warning.
    case relay([OutputLine])
    /// An error line: the reply is an error.
    case fail(String)
    /// Shows `line` as typed at the engine's prompt (in `solution run`).
    case echo(String)
    /// A fresh app where step `stepIndex` of the lesson starts; answered by `appRebuilt` or
    /// `rebuildFailed`.
    case rebuildApp(lessonNumber: Int, stepIndex: Int)
    /// Check the current step's goals against the app; answered by `goalsRead`.
    case readGoals
    /// A yes/no question; answered by `answered`.
    case ask(String)
    /// Run a line in the engine; answered by `engineRan`.
    case runInEngine(String)
    /// Run the prediction's command in the engine and read what decides it; answered by
    /// `predictionRan`.
    case runPrediction(Prediction)
    /// Save the progress.
    case save(LessonProgress)
}
