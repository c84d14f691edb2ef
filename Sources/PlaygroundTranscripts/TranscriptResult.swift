/// What replaying one transcript file came to.
public struct TranscriptResult: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case passed
        /// Some command printed something else; `diff` is the unified diff, expected to actual.
        case failed(firstDifferenceLine: Int, differingCommandCount: Int, diff: String)
        /// As `failed`, and `--update` rewrote the file to the actual output (`diff` shows how).
        case updated(firstDifferenceLine: Int, differingCommandCount: Int, diff: String)
        /// The file could not be replayed (malformed, unreadable, unknown directive, ...).
        case problem(TranscriptProblem)
    }

    package var path: String
    public var outcome: Outcome

    package init(path: String, outcome: Outcome) {
        self.path = path
        self.outcome = outcome
    }

    public var passed: Bool { outcome == .passed }

    /// How the result reads in a report; nil for a pass, which only counts. A failure starts with
    /// `path:line` of its first difference so editors and terminals can jump there.
    var rendered: String? {
        switch outcome {
        case .passed:
            return nil
        case .failed(let line, let count, let diff):
            return "FAIL \(path):\(line): the output of \(Self.commands(count)) differs from the transcript\n\(diff)"
        case .updated(let line, let count, let diff):
            return "UPDATED \(path):\(line): rewrote the expected output of \(Self.commands(count))\n\(diff)"
        case .problem(let problem):
            return "ERROR \(problem.location): \(problem.message)"
        }
    }

    private static func commands(_ count: Int) -> String {
        count == 1 ? "1 command" : "\(count) commands"
    }
}
