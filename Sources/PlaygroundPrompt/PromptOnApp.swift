import PlaygroundEngine
import PlaygroundHost
import Terminal

/// The prompt on one app at this terminal, with the history the program keeps: what the
/// exercises' `exercise-play` runs on the learner's app, which this package cannot name.
public enum PromptOnApp {
    /// Runs until `quit` or the end of input; false when a file a command wrote failed.
    public static func run(_ app: any PlaygroundApp.Type) -> Bool {
        let lineEditor = LineEditor(programName: "coordinator-playground", historyFile: StateLocation.historyFile())
        let repl = Repl(session: Session(options: PlaygroundApps(app).defaultOptions), lineEditor: lineEditor)
        return repl.run(bailOnError: false) == .finished && !repl.files.hasFailedWrite
    }
}
