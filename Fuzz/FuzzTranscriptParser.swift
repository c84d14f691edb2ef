// libFuzzer target: the transcript parser, and the comparison (wildcards `...` and `[..]`,
// alignment, the unified diff, `--update`'s rewrite) of what it parsed against outputs derived
// from the same input. Must never crash; the rewrite must parse again.
import Foundation
import PlaygroundTranscripts

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTranscriptParser(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    guard let transcript = try? TranscriptParser.parse(text, path: "fuzz.transcript") else { return 0 }
    // Actual outputs: the expected ones, with a few lines changed, dropped or added as the
    // input's own bytes say, so matching, alignment and diffs all get exercised.
    var actual = transcript.commands.map(\.expectedOutput)
    for (index, byte) in bytes.prefix(16).enumerated() where !actual.isEmpty {
        let command = Int(byte) % actual.count
        switch (byte >> 4) % 4 {
        case 0 where !actual[command].isEmpty: actual[command].removeLast()
        case 1: actual[command].append("line \(index)")
        case 2 where !actual[command].isEmpty: actual[command][0] += "x"
        default: break
        }
    }
    let comparison = TranscriptComparison(transcript: transcript, actualOutputs: actual)
    _ = comparison.renderedDiff
    _ = comparison.firstDifferenceLine
    let updated = comparison.updatedText
    if (try? TranscriptParser.parse(updated, path: "updated.transcript")) == nil {
        fatalError("--update wrote a transcript that does not parse:\n\(updated)")
    }
    return 0
}
