/// The outcome of replaying a set of transcripts, and its text: each file that did not pass (in
/// path order), then a last line exactly `N passed, N failed`.
///
/// Files that `--update` rewrote count as failed: they did not match when the run started, and an
/// update run must never look like a green run (so it cannot quietly pass in CI).
package struct ReplayReport: Equatable, Sendable {
    /// One result per file, sorted by path.
    package let results: [TranscriptResult]

    /// Files not replayed because the run was interrupted (Ctrl-C).
    package let notRunCount: Int

    package init(results: [TranscriptResult], notRunCount: Int = 0) {
        self.results = results
        self.notRunCount = notRunCount
    }

    package var passedCount: Int { results.count(where: \.passed) }
    package var failedCount: Int { results.count - passedCount }
    package var wasInterrupted: Bool { notRunCount > 0 }
    /// The CLI exits with status 0 exactly when this holds: an interrupted run never passes.
    package var allPassed: Bool { failedCount == 0 && !wasInterrupted }

    package var summary: String { "\(passedCount) passed, \(failedCount) failed" }

    /// The report as printed (no trailing newline). A hint on accepting the actual output precedes
    /// the summary when some file failed by output.
    package var rendered: String {
        var blocks = results.compactMap(\.rendered)
        let failedByOutput = results.contains { if case .failed = $0.outcome { true } else { false } }
        if failedByOutput {
            blocks.append("To accept the actual output, review the diffs and replay again with --update.")
        }
        if wasInterrupted {
            blocks.append("interrupted: \(notRunCount) of \(results.count + notRunCount) transcripts not replayed")
        }
        blocks.append(summary)
        return blocks.joined(separator: "\n\n")
    }
}
