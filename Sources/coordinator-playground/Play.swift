import ArgumentParser
import Foundation
import Playground
import Terminal

/// The interactive prompt (the default subcommand): the playground, with the guided lessons a
/// command away.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the prompt (the default when no subcommand is given)."
    )

    @Flag(help: "When reading commands from a pipe or file, stop at the first command that fails and exit with status 1.")
    var bail = false

    func run() throws {
        let lineEditor = LineEditor(programName: CoordinatorPlayground.configuration.commandName!,
                                    historyFile: HistoryLocation.current())
        let repl = Repl(session: LessonCommand.coach(using: lineEditor), lineEditor: lineEditor)
        if repl.run(bailOnError: bail) == .stoppedAtError {
            throw ExitCode.failure
        }
    }
}
