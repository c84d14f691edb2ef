import ArgumentParser
import PlaygroundEngine
import PlaygroundPrompt
import Terminal

/// `coordinator-playground record FILE`: the prompt, with every command and its output written
/// to a transcript as it runs.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Start the prompt and record the session to FILE as a transcript.",
        discussion: """
            Each command and its output are written to FILE as soon as the command has run, so \
            an interrupted session loses nothing already done. Replay it with \
            'coordinator-playground replay FILE'. Inside the prompt, 'record FILE' and \
            'record stop' do the same.
            """
    )

    @Argument(help: "The transcript to write (created; one that exists is replaced only after you say yes, or with --force).")
    var file: String

    @Flag(help: "Replace FILE if it exists, without asking (piped input is never asked, so it needs this).")
    var force = false

    @Option(
        name: .customLong("start"),
        help: "A start directive of the app, e.g. 'service catalog pending' or (with --app items) 'launch main'; repeatable.")
    var directives: [String] = []

    @OptionGroup var prompt: PromptOptions

    func run() throws {
        var options = try prompt.startOptions()
        for directive in directives {
            do {
                try options.apply(directive: directive)
            } catch {
                throw ValidationError(error.message)
            }
        }
        let lineEditor = prompt.makeLineEditor()
        let repl = Repl(session: Session(options: options), lineEditor: lineEditor)
        let retry = "coordinator-playground record --force \(file)"
        if let refusal = repl.files.startRecording(to: file, replacing: force, retry: retry) {
            guard refusal.kind == .error else {
                print(refusal.text)  // the person chose to keep the file
                return
            }
            // A failure, not a usage error: one line, and status 1.
            TerminalOutput.showError(refusal.text)
            throw ExitCode.failure
        }
        if repl.run(bailOnError: prompt.bail, startingView: prompt.view) == .stoppedAtError || repl.files.hasFailedWrite {
            throw ExitCode.failure
        }
    }
}
