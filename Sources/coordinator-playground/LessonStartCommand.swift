import ArgumentParser
import Foundation
import PlaygroundEngine
import PlaygroundLessons
import PlaygroundPrompt
import PlaygroundWalkthrough
import SafeFile
import ShippedApps
import Terminal
import TextLayout

/// `coordinator-playground lesson [N]`: the prompt, straight into a guided lesson.
struct LessonStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract: "Start a guided lesson on the Coordinator pattern: lesson N, or the one under way.",

        discussion: """
            Each lesson explains one idea of the pattern, step by step, on the live app; after \
            every command the step's goal is checked. At the prompt: 'lesson' lists the lessons, \
            'goal', 'hint', 'solution', 'next', 'skip', and every other playground command.

            Progress is saved to $XDG_STATE_HOME/coordinator-playground/progress.json \
            (~/.local/state/... when unset); COORDINATOR_PLAYGROUND_STATE_DIR names another \
            folder for it. COORDINATOR_PLAYGROUND_LESSONS reads lessons from another folder.

            With --html FILE, no prompt starts: lesson N is worked through by its own solutions \
            and written to FILE as one page for teachers, stepped through with the arrow keys: \
            each step's text and the app as it starts, then each solution command with what the \
            prompt prints, the picture of the app after it and the step's goals, ✓ or ✗. Your \
            progress is not touched.
            """
    )

    @Argument(help: "The lesson to start or resume; by default the one under way, else the first not finished.")
    var number: Int?

    @OptionGroup var prompt: PromptOptions

    @Option(name: .customLong("html"), help: "Write lesson N, solved step by step, to this page instead of starting the prompt.")
    var page: String?

    @Flag(help: "With --html, replace the page if it exists.")
    var force = false

    func validate() throws {
        if page != nil && number == nil { throw ValidationError("--html needs the lesson's number: lesson N --html FILE") }
        if force && page == nil { throw ValidationError("--force goes with --html FILE, the page it lets replace") }
    }

    func run() throws {
        if let page, let number {
            try writePage(of: number, to: page)
            return
        }
        let options = try prompt.startOptions()
        let lineEditor = prompt.makeLineEditor()
        let coach = Self.coach(using: lineEditor, startingWith: options)
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
        if repl.run(bailOnError: prompt.bail, greeting: start.lines, startingView: prompt.view) == .stoppedAtError
            || repl.files.hasFailedWrite
        {
            throw ExitCode.failure
        }
    }

    /// `--html FILE`: the lesson solved, as a page. An existing file is kept unless `--force`.
    private func writePage(of number: Int, to path: String) throws {
        let lessons: [Lesson]
        do {
            lessons = try LessonLibrary.load(apps: PlaygroundApps.shipped)
        } catch {
            TerminalOutput.showError("error: \(error)")
            throw ExitCode.failure
        }
        guard let lesson = lessons.first(where: { $0.number == number }) else {
            let numbers = lessons.map { String($0.number) }.joined(separator: ", ")
            throw ValidationError("there is no lesson \(number) (there are: \(numbers))")
        }
        guard force || !SafeFile.regularFileExists(atPath: path) else {
            TerminalOutput.showError(
                "error: \(path) exists and was kept; to replace it: coordinator-playground lesson \(number) --html \(path) --force")
            throw ExitCode.failure
        }
        let walkthrough = Walkthrough(SolvedLesson(lesson, apps: PlaygroundApps.shipped))
        do throws(FileWriteError) {
            try SafeFile.replace(atPath: path, with: walkthrough.html.utf8)
        } catch {
            TerminalOutput.showError("error: " + error.message)
            throw ExitCode.failure
        }
        print("wrote lesson \(number), solved step by step, to \(path)")
    }

    /// The coach every prompt runs: the playground session, with the lessons from `lessons/`,
    /// read when first needed. A lesson file that cannot be read costs a warning naming its line
    /// and that lesson alone; a missing folder costs the lessons, never the playground.
    static func coach(using lineEditor: LineEditor, startingWith options: StartOptions) -> LessonCoach {
        LessonCoach(
            apps: PlaygroundApps.shipped, startingWith: options,
            loadingLessons: {
                do {
                    let shelf = try LessonLibrary.loadEach(apps: PlaygroundApps.shipped)
                    for problem in shelf.problems {
                        TerminalOutput.showError("warning: \(problem); that lesson is left out")
                    }
                    let count = shelf.problems.count
                    let whyNone = "\(count == 1 ? "the one lesson file" : "none of the \(count) lesson files") reads (see the warnings)"
                    return (shelf.lessons, shelf.lessons.isEmpty ? whyNone : nil)
                } catch {
                    TerminalOutput.showError("warning: lessons unavailable: \(error)")
                    return ([], "\(error)")
                }
            }, store: FileProgressStore(fileURL: StateLocation.progressFile()), confirm: Confirmation.asking(with: lineEditor))
    }
}
