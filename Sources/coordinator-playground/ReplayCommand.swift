import ArgumentParser
import PlaygroundEngine
import PlaygroundTranscripts
import PlaygroundWalkthrough
import SafeFile
import ShippedApps
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
            docs/transcript-format.md.

            With --html DIR, DIR also gets a page per transcript, stepped through with the arrow \
            keys: each command, what it printed (a line that differs marked - expected or + \
            printed, with its line in the file) and the picture of the app after it, opening at \
            the first step that differs; DIR/index.html lists them, failures first. The pages \
            need nothing else to open, so CI can keep the folder as the report of a failed replay. \
            DIR is new (its parent must exist), empty, or one an earlier replay --html wrote: its \
            .replay-pages lists the files replay wrote there, and only those are ever replaced.
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

    @Option(help: "Also write a page per transcript, and an index.html, into this folder: a new or empty one, or one it wrote before.")
    var html: String?

    func validate() throws {
        if update && html != nil {
            throw ValidationError("--html shows a replay as it is, and --update rewrites it: run them one at a time")
        }
    }

    func run() throws {
        if let html {
            try replayToPages(in: html)
            return
        }
        // Ctrl-C stops the replay between files, with the report of the ones replayed so far.
        ReplayInterruption.install()
        let report = TranscriptSuite.replay(
            paths: paths, apps: PlaygroundApps.shipped, update: update, isCancelled: { ReplayInterruption.isInterrupted })
        TerminalOutput().show(report.rendered)
        if report.wasInterrupted {
            throw ExitCode(130)  // as a shell reports a command that Ctrl-C stopped
        }
        if !report.allPassed {
            throw ExitCode.failure
        }
    }

    /// The replay with a page per transcript: the same report and exit status, the pages written
    /// whatever the outcome (a failed replay is when they are wanted most).
    private func replayToPages(in folder: String) throws {
        let (report, transcripts) = TranscriptSuite.replayStepByStep(paths: paths, apps: PlaygroundApps.shipped)
        let output = TerminalOutput()
        output.show(report.rendered)
        do throws(FileWriteError) {
            let index = try ReplayPages.write(transcripts, into: folder)
            output.show("pages of the replay: \(index)")
        } catch {
            TerminalOutput.showError("error: the pages of the replay were not written: " + error.message)
            throw ExitCode.failure
        }
        if !report.allPassed {
            throw ExitCode.failure
        }
    }
}
