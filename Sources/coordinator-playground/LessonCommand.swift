import ArgumentParser
import Foundation
import PlaygroundLessons
import Terminal

/// `coordinator-playground lesson [N]`: the prompt, straight into a guided lesson.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Start a guided lesson on the Coordinator pattern: lesson N, or the one under way.",
        discussion: """
            Each lesson explains one idea of the pattern, step by step, on the live app; after \
            every command the step's goal is checked. At the prompt: 'lesson' lists the lessons, \
            'goal', 'hint', 'solution', 'next', 'skip', and every other playground command.

            Progress is saved to $XDG_STATE_HOME/coordinator-playground/progress.json \
            (~/.local/state/... when unset); COORDINATOR_PLAYGROUND_STATE_DIR names another \
            folder for it. COORDINATOR_PLAYGROUND_LESSONS reads lessons from another folder.
            """
    )

    @Argument(help: "The lesson to start or resume; by default the one under way, else the first not finished.")
    var number: Int?

    @OptionGroup var prompt: PromptOptions

    func run() throws {
        let lineEditor = prompt.makeLineEditor()
        let coach = Self.coach(using: lineEditor)
        guard !coach.lessons.isEmpty else {
            // Why there are none was said as the lessons were read.
            TerminalOutput.showError("error: there are no lessons to start")
            throw ExitCode.failure
        }
        let start = coach.startLesson(number)
        if start.isError {
            lineEditor.output.show(start.output, tone: .error)
            throw ExitCode.failure
        }
        let repl = Repl(session: coach, lineEditor: lineEditor)
        if repl.run(bailOnError: prompt.bail, greeting: start.output, startingView: prompt.view) == .stoppedAtError || repl.files.hasFailedWrite {
            throw ExitCode.failure
        }
    }

    /// The coach every prompt runs: the playground session, with the lessons from `lessons/`,
    /// read when first needed. A lesson file that cannot be read costs a warning naming its line
    /// and that lesson alone; a missing folder costs the lessons, never the playground.
    static func coach(using lineEditor: LineEditor) -> LessonCoach {
        LessonCoach(
            apps: CoordinatorPlayground.apps,
            loadingLessons: {
                do {
                    let shelf = try LessonLibrary.loadEach(apps: CoordinatorPlayground.apps)
                    for problem in shelf.problems {
                        TerminalOutput.showError("warning: \(problem); that lesson is left out")
                    }
                    return shelf.lessons
                } catch {
                    TerminalOutput.showError("warning: lessons unavailable: \(error)")
                    return []
                }
            }, store: FileProgressStore(fileURL: StateLocation.progressFile()), confirm: confirm(using: lineEditor))
    }

    /// At a terminal, asks and waits for an answer (no means no); when input is piped it never
    /// waits: the answer is yes, as anything that would confirm at a terminal just proceeds.
    static func confirm(using lineEditor: LineEditor) -> (String) -> Bool {
        guard lineEditor.style.isInteractive else { return { _ in true } }
        // Weak: the line editor's completer holds the coach, which holds this closure; a strong
        // capture made a cycle that kept the app (and libedit) alive to the end, a leak
        // LeakSanitizer reports at every exit.
        return { [weak lineEditor] question in
            guard let lineEditor, case .line(let answer) = lineEditor.readLine(prompt: question + " [y/N] ") else { return false }
            return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
        }
    }
}
