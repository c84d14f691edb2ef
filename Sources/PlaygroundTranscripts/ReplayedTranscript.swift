import PlaygroundEngine

/// A transcript replayed command by command, kept whole for a person to step through: each
/// command with the comments that introduce it, its output set against the expected one line by
/// line, and the app as the command left it. What `replay --html` draws a page from.
package struct ReplayedTranscript: Sendable {
    /// Passed, failed, or a problem that stopped the replay (then `steps` is empty).
    package let result: TranscriptResult
    /// The `%` directives the app started from, as written after the `%`.
    package let directives: [String]
    package let steps: [Step]

    package struct Step: Sendable {
        /// As typed after `> `.
        package let command: String
        /// The `> ` line's number in the file.
        package let lineNumber: Int
        /// The `#` comments just before the command, without the `# `: what the transcript
        /// explains there.
        package let notes: [String]
        package let output: [ComparedLine]
        /// The app after the command.
        package let app: AppSnapshot
        /// What the last command that acted on the app did (this one, or one before it).
        package let story: CommandStory?

        /// Whether the command printed anything but what the transcript expects.
        package var differs: Bool { output.contains { $0.change != .same } }
    }

    /// One line of a command's output: printed as expected, expected but not printed, or printed
    /// but not expected (a changed line is the two).
    package struct ComparedLine: Equatable, Sendable {
        package enum Change: Equatable, Sendable {
            case same
            /// In the transcript, not in the output.
            case expectedOnly
            /// In the output, not in the transcript.
            case printedOnly
        }

        /// What was printed, or for `expectedOnly` what the transcript has (wildcards and all).
        package let text: String
        package let change: Change
        /// The line of the transcript that holds it; nil for a line printed but not expected.
        package let lineNumber: Int?
    }
}

extension ReplayedTranscript.ComparedLine {
    /// The lines of one command's output, in the order a diff shows them.
    static func lines(of alignment: OutputAlignment, expected: [String], actual: [String], firstLine: Int)
        -> [ReplayedTranscript.ComparedLine]
    {
        alignment.steps.flatMap { step -> [ReplayedTranscript.ComparedLine] in
            switch step {
            case .matched(let e, let a):
                return [.init(text: actual[a], change: .same, lineNumber: firstLine + e)]
            case .anyLines(let e, let covered):
                return covered.map { .init(text: actual[$0], change: .same, lineNumber: firstLine + e) }
            case .missing(let e):
                return [.init(text: expected[e], change: .expectedOnly, lineNumber: firstLine + e)]
            case .replaced(let e, let a):
                return [
                    .init(text: expected[e], change: .expectedOnly, lineNumber: firstLine + e),
                    .init(text: actual[a], change: .printedOnly, lineNumber: nil),
                ]
            case .unexpected(let a):
                return [.init(text: actual[a], change: .printedOnly, lineNumber: nil)]
            }
        }
    }
}
