/// A transcript set against what its commands actually printed, as one whole-file diff: the
/// expected file on one side and, on the other, the file `--update` would write. Everything but a
/// command's differing output lines is unchanged: comments, directives, layout, command lines, and
/// every expected line that still matches, so `[..]` lines and `...` lines that still hold are kept.
package struct TranscriptComparison: Sendable {
    package let path: String
    /// The whole file, line by line, as a diff from expected to updated.
    let lines: [DiffLine]
    /// How many commands printed something other than their expected output.
    package let differingCommandCount: Int

    /// `actualOutputs` holds one entry per command of `transcript`, as from `TranscriptRunner`.
    package init(transcript: Transcript, actualOutputs: [[String]]) {
        precondition(actualOutputs.count == transcript.commands.count, "one actual output per command")
        var lines: [DiffLine] = []
        var differingCommandCount = 0
        var actualOutputsLeft = actualOutputs[...]
        for entry in transcript.entries {
            switch entry {
            case .comment(let line): lines.append(DiffLine(.unchanged, line))
            case .blank: lines.append(DiffLine(.unchanged, ""))
            case .directive(let directive): lines.append(DiffLine(.unchanged, directive.line))
            case .command(let command):
                lines.append(DiffLine(.unchanged, command.line))
                let actual = actualOutputsLeft.removeFirst()
                let alignment = OutputAlignment(expected: command.expectedOutput, actual: actual)
                if !alignment.matches { differingCommandCount += 1 }
                Self.appendDiffLines(for: alignment, expected: command.expectedOutput, actual: actual, to: &lines)
            }
        }
        lines += repeatElement(DiffLine(.unchanged, ""), count: transcript.trailingBlankLineCount)
        self.path = transcript.path
        self.lines = lines
        self.differingCommandCount = differingCommandCount
    }

    package var passed: Bool { differingCommandCount == 0 }

    /// The expected file's line of the first difference: a differing expected line, or for an
    /// unexpected extra line, the line it would be inserted before. Nil when the transcript passed.
    package var firstDifferenceLine: Int? {
        var expectedLine = 1
        for line in lines {
            if line.change != .unchanged { return expectedLine }
            expectedLine += 1
        }
        return nil
    }

    /// The file as `--update` writes it (with a final newline).
    package var updatedText: String {
        lines.filter { $0.change != .removed }.map { $0.text + "\n" }.joined()
    }

    /// The unified diff from the transcript to the updated file; empty when the transcript passed.
    package var renderedDiff: String {
        UnifiedDiff(lines: lines).rendered(expectedName: "\(path) (expected)", actualName: "\(path) (actual)")
    }

    /// Appends in place: a replay of a long transcript reaches here once per command, and a list
    /// per step would be one allocation per line of the file.
    private static func appendDiffLines(for alignment: OutputAlignment, expected: [String], actual: [String], to lines: inout [DiffLine]) {
        func actualLine(_ index: Int) -> String { TranscriptSyntax.expectedLine(forOutput: actual[index]) }
        for step in alignment.steps {
            switch step {
            case .matched(let e, _), .anyLines(let e, _): lines.append(DiffLine(.unchanged, expected[e]))
            case .missing(let e): lines.append(DiffLine(.removed, expected[e]))
            case .replaced(let e, let a):
                lines.append(DiffLine(.removed, expected[e]))
                lines.append(DiffLine(.added, actualLine(a)))
            case .unexpected(let a): lines.append(DiffLine(.added, actualLine(a)))
            }
        }
    }
}
