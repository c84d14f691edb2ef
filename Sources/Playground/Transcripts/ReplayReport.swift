/// The outcome of replaying a set of transcripts, and its text: each file that did not pass (in
/// path order), then a last line exactly `N passed, N failed`.
///
/// Files that `--update` rewrote count as failed: they did not match when the run started, and an
/// update run must never look like a green run (so it cannot quietly pass in CI).
public struct ReplayReport: Equatable, Sendable {
    /// One result per file, sorted by path.
    public let results: [TranscriptResult]

    public init(results: [TranscriptResult]) {
        self.results = results
    }

    public var passedCount: Int { results.count(where: \.passed) }
    public var failedCount: Int { results.count - passedCount }
    /// The CLI exits with status 0 exactly when this holds.
    public var allPassed: Bool { failedCount == 0 }

    public var summary: String { "\(passedCount) passed, \(failedCount) failed" }

    /// The report as printed (no trailing newline). A hint on accepting the actual output precedes
    /// the summary when some file failed by output.
    public var rendered: String {
        var blocks = results.compactMap(\.rendered)
        let failedByOutput = results.contains { if case .failed = $0.outcome { true } else { false } }
        if failedByOutput {
            blocks.append("To accept the actual output, review the diffs and replay again with --update.")
        }
        blocks.append(summary)
        return blocks.joined(separator: "\n\n")
    }
}
