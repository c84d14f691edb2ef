import ArgumentParser
import Foundation
import PlaygroundPrompt
import Terminal

/// The interactive prompt (the default subcommand): the playground, with the guided lessons a
/// command away.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the prompt (the default when no subcommand is given)."
    )

    @OptionGroup var prompt: PromptOptions

    func run() throws {
        let options = try prompt.startOptions()
        let lineEditor = prompt.makeLineEditor()
        let repl = Repl(session: LessonStartCommand.coach(using: lineEditor, startingWith: options), lineEditor: lineEditor)
        if repl.run(bailOnError: prompt.bail, startingView: prompt.view) == .stoppedAtError || repl.files.hasFailedWrite {
            throw ExitCode.failure
        }
    }
}
