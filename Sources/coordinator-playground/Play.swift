import ArgumentParser
import Playground
import Terminal

/// The interactive prompt (the default subcommand).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the prompt (the default when no subcommand is given)."
    )

    @Flag(help: "When reading commands from a pipe or file, stop at the first command that fails and exit with status 1.")
    var bail = false

    func run() throws {
        let lineEditor = LineEditor(programName: CoordinatorPlayground.configuration.commandName!,
                                    historyFile: HistoryLocation.current())
        let repl = Repl(session: Session(), lineEditor: lineEditor)
        if repl.run(bailOnError: bail) == .stoppedAtError {
            throw ExitCode.failure
        }
    }
}
