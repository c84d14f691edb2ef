import ArgumentParser
import PlaygroundTranscripts
import Terminal

/// `coordinator-playground replay [--update] [PATH...]`: recorded sessions as regression tests.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay transcripts (recorded sessions) and report every difference.",
        discussion: """
            Each transcript starts from a fresh app and replays in parallel with the others. For \
            each failing file the report gives the file and line of the first difference and a \
            diff (- expected, + actual), then a last line 'N passed, N failed'. The exit status \
            is 0 only when every transcript passed. The format is described in \
            Sources/PlaygroundTranscripts/TranscriptParser.swift.
            """
    )

    @Argument(help: "Transcript files, or folders searched recursively for *.transcript.")
    var paths: [String] = ["transcripts"]

    @Flag(
        help: """
            Rewrite each failing transcript to the actual output, keeping its comments, directives \
            and every wildcard that still matches. Review the diff before committing; the run still \
            exits with status 1.
            """)
    var update = false

    func run() throws {
        // Ctrl-C stops the replay between files, with the report of the ones replayed so far.
        ReplayInterruption.install()
        let report = TranscriptSuite.replay(
            paths: paths, apps: CoordinatorPlayground.apps, update: update, isCancelled: { ReplayInterruption.isInterrupted })
        TerminalOutput().show(report.rendered)
        if report.wasInterrupted {
            throw ExitCode(130)  // as a shell reports a command that Ctrl-C stopped
        }
        if !report.allPassed {
            throw ExitCode.failure
        }
    }
}
