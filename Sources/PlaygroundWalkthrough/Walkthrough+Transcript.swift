import PlaygroundPicture
import PlaygroundTranscripts

extension Walkthrough {
    /// A replayed transcript: a frame per command, its comments before it, its output as the
    /// replay compared it (a line that differs marked, with its line in the file).
    package init(_ replayed: ReplayedTranscript) {
        let result = replayed.result
        title = result.path
        switch result.outcome {
        case .passed:
            summary = "passed: every command printed what the transcript expects"
            failed = false
        case .failed(let line, let count, _), .updated(let line, let count, _):
            summary =
                "FAIL at line \(line): \(count == 1 ? "1 command prints" : "\(count) commands print") something else (− expected, + printed)"
            failed = true
        case .problem(let problem):
            summary = "ERROR \(problem.location): \(problem.message)"
            failed = true
        }
        if !replayed.directives.isEmpty {
            summary += "; started with " + replayed.directives.map { "% " + $0 }.joined(separator: ", ")
        }
        // Each picture marks what its command changed: the app before it is the step before's.
        frames = replayed.steps.enumerated().map { index, step in
            Frame(
                heading: nil, notes: step.notes, command: step.command, lineNumber: step.lineNumber,
                output: step.output.map(Line.init),
                picture: Picture(snapshot: step.app, previous: index > 0 ? replayed.steps[index - 1].app : nil, story: step.story))
        }
    }
}

extension Walkthrough.Line {
    init(_ line: ReplayedTranscript.ComparedLine) {
        let kind: Kind =
            switch line.change {
            case .same: .normal
            case .expectedOnly: .expectedOnly
            case .printedOnly: .printedOnly
            }
        self.init(line.text, kind: kind, lineNumber: line.lineNumber)
    }
}
