import Testing

@testable import PlaygroundEngine
@testable import PlaygroundTranscripts

@Suite struct TranscriptMatchingTests {
    @Test(arguments: [
        ("commands: [..]", "commands: help, quit", true),
        ("commands: [..]", "commands: ", true),
        ("[..]", "", true),
        ("a[..]c[..]e", "abcde", true),
        ("a[..]c[..]e", "ace", true),
        ("ab[..]ba", "aba", false),
        ("a[..]c", "abd", false),
        ("error: [..].", "error: x", false),
        ("plain text", "plain text ", false),
        ("(.*) stays literal", "(.*) stays literal", true),
        ("(.*) stays literal", "anything stays literal", false),
    ])
    func inlineWildcardMatchesAnyTextWithinTheLine(pattern: String, line: String, matches: Bool) {
        #expect(LinePattern(pattern).matches(line) == matches)
    }

    @Test func inlineWildcardNeverSpansLines() {
        #expect(!OutputAlignment(expected: ["a[..]d"], actual: ["ab", "cd"]).matches)
        #expect(!OutputAlignment(expected: ["[..]"], actual: []).matches)
    }

    @Test func anyLinesMatchesZeroOrMoreLines() {
        #expect(OutputAlignment(expected: ["..."], actual: []).matches)
        #expect(OutputAlignment(expected: ["a", "...", "d"], actual: ["a", "d"]).matches)
        #expect(OutputAlignment(expected: ["a", "...", "d"], actual: ["a", "b", "c", "d"]).matches)
    }

    /// A greedy scan would let `...` stop at the first `b` and then fail on `x`.
    @Test func anyLinesBacktracksToTheLastPossibleAnchor() {
        let alignment = OutputAlignment(expected: ["...", "b", "c"], actual: ["b", "x", "b", "c"])
        #expect(alignment.matches)
        #expect(alignment.steps.first == .anyLines(expected: 0, covering: 0..<2))
    }

    @Test func anyLinesCannotSwallowAMissingExpectedLine() {
        let alignment = OutputAlignment(expected: ["...", "b", "never printed"], actual: ["a", "b"])
        #expect(!alignment.matches)
        #expect(
            alignment.steps == [
                .anyLines(expected: 0, covering: 0..<1), .matched(expected: 1, actual: 1), .missing(expected: 2),
            ])
    }

    /// The changed last line shows as `-old +new`, rather than the `...` taking the new line.
    @Test func aChangedLineNextToAnyLinesIsReplacedNotSwallowed() {
        let alignment = OutputAlignment(expected: ["a", "...", "old end"], actual: ["a", "x", "y", "new end"])
        #expect(
            alignment.steps == [
                .matched(expected: 0, actual: 0), .anyLines(expected: 1, covering: 1..<3), .replaced(expected: 2, actual: 3),
            ])
    }

    @Test func aRemovedLineIsMissingAndAnAddedLineUnexpected() {
        #expect(
            OutputAlignment(expected: ["a", "b", "c"], actual: ["a", "c"]).steps == [
                .matched(expected: 0, actual: 0), .missing(expected: 1), .matched(expected: 2, actual: 1),
            ])
        #expect(
            OutputAlignment(expected: ["a", "c"], actual: ["a", "b", "c"]).steps == [
                .matched(expected: 0, actual: 0), .unexpected(actual: 1), .matched(expected: 1, actual: 2),
            ])
    }
}
