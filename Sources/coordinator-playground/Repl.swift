import Playground
import Terminal

/// Wires the person's lines to a `Session` (or a `LessonCoach` around one) and its output back
/// to the screen.
///
/// When not interactive it prints nothing of its own (no banner, no prompt), so piped output
/// is exactly what the commands printed and can be compared as a transcript.
struct Repl {
    enum Outcome: Equatable {
        /// End of input or a quit command.
        case finished
        /// `bailOnError` was set and a command failed in non-interactive mode.
        case stoppedAtError
    }

    let session: any LineInterpreter
    let lineEditor: LineEditor

    init(session: any LineInterpreter, lineEditor: LineEditor) {
        self.session = session
        self.lineEditor = lineEditor
        lineEditor.completer = { [session] textBeforeCursor in
            session.completions(forLine: textBeforeCursor)
        }
    }

    /// `bailOnError` applies only to scripts: a person at the prompt just tries again.
    func run(bailOnError: Bool) -> Outcome {
        let isInteractive = lineEditor.style.isInteractive
        if isInteractive {
            print(session.banner)
        }
        while true {
            switch lineEditor.readLine(prompt: session.prompt) {
            case .endOfInput:
                if isInteractive {
                    print()  // leave the shell's prompt on a fresh line after Ctrl-D
                }
                return .finished
            case .interrupted:
                continue
            case .line(let line):
                let result = session.execute(line)
                if !result.output.isEmpty {
                    print(result.output)
                }
                if result.shouldQuit {
                    return .finished
                }
                if result.isError && bailOnError && !isInteractive {
                    return .stoppedAtError
                }
            }
        }
    }
}
