import ArgumentParser
import Foundation
import Terminal

/// The program's entry point. Each mode is a subcommand in its own file; add new ones to
/// `subcommands`. With no subcommand the REPL (`play`) runs.
@main
struct CoordinatorPlayground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coordinator-playground",
        abstract: "Explore the iOS Coordinator pattern at a prompt, on a headless model of a UIKit app.",
        discussion: """
            Type commands to start flows, push and present screens, send deep links and watch \
            which coordinators handle them and which stay alive. Type 'help' at the prompt for \
            the commands.

            Commands can also be piped in (one per line); then only their output is printed, \
            and --bail stops at the first failing command with exit status 1. A file that \
            could not be written (an export, a recording) makes the exit status 1 too; an \
            existing file is replaced only with --force, as piped input is never asked.

            History is saved to $XDG_STATE_HOME/coordinator-playground/history \
            (~/.local/state/... when unset); set COORDINATOR_PLAYGROUND_HISTORY to another path, \
            or to an empty value (or /dev/null) to save no history. NO_COLOR or TERM=dumb turn \
            colour off.

            'view' at the prompt (or --view) shows the app live in a browser, served on \
            127.0.0.1 from port 8600 (COORDINATOR_PLAYGROUND_VIEW_PORT names another) by \
            coordinator-playground-view, which must be beside this program.

            Exit status: 0 done, 1 a failure, 2 a usage error, 130 Ctrl-C, 131 Ctrl-\\.
            """,
        subcommands: [Play.self, RecordCommand.self, ReplayCommand.self, LessonCommand.self, ExerciseCommand.self],
        defaultSubcommand: Play.self
    )

    /// Runs the subcommand the arguments name, with the exit statuses shells and scripts expect:
    /// 2 for a usage error (ArgumentParser's own is 64, EX_USAGE), 1 for a failure, 130 for an
    /// interrupt, 131 for Ctrl-\.
    static func main() {
        TerminalSignals.installQuitHandler()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            // The message may echo what was typed: shown as TerminalOutput shows every error.
            TerminalOutput.showError(fullMessage(for: error))
            Foundation.exit(2)
        }
    }
}
