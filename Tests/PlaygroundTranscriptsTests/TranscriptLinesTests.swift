import PropertyBased
import Testing
import TextLayout

@testable import PlaygroundEngine
@testable import PlaygroundTranscripts

/// A replay compares a command's lines as its output splits into them; taking them from the
/// result's lines instead (most are one line already) must give the very same lines.
@Suite struct TranscriptLinesTests {
    static let texts = Gen.oneOf(
        Gen.always(""), Gen.always("a"), Gen.always("a\nb"), Gen.always("\n"), Gen.always("x\r"), Gen.always("\r\ny"),
        Gen.always("é"), Gen.always("{\n  \"k\": 1\n}")
    ).array(of: 0...6)

    @Test func theResultsLinesSplitAsItsOutputDoes() async {
        await propertyCheck(count: 2000, input: Self.texts) { texts in
            let result = CommandResult(lines: texts.map { OutputLine($0) })
            #expect(TranscriptRunner.lines(of: result) == TranscriptRunner.lines(of: result.output))
        }
    }
}
