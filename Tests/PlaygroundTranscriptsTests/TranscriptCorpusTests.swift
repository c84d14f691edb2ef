import Foundation
@_spi(Benchmarks) import PlaygroundTranscripts
import ShippedApps
import TestSupport
import Testing

/// The recorded sessions in `transcripts/` replayed as regression tests: one test case per file,
/// so a failure names its file and shows the diff.
@Suite struct TranscriptCorpusTests {
    static let folder = PackagePaths.path("transcripts")

    /// The corpus's file names, sorted, so test cases read the same on every run.
    static let fileNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".transcript") }.sorted()
    }()

    @Test(arguments: fileNames)
    func replays(_ name: String) {
        let result = TranscriptSuite.replay(file: Self.folder + "/" + name, apps: .shipped, update: false)
        if !result.passed {
            // The report's own text: FAIL path:line, the unified diff, or the file's problem.
            Issue.record(Comment(rawValue: ReplayReport(results: [result]).rendered))
        }
    }

    @Test func theCorpusHasAtLeast25Files() {
        #expect(Self.fileNames.count >= 25, "only \(Self.fileNames.count) transcripts in \(Self.folder)")
    }

    @Test(arguments: fileNames)
    func opensWithACommentThatSaysWhatItShows(_ name: String) throws {
        let text = try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        #expect(firstLine.hasPrefix("# ") && firstLine.count > 2, "\(name) must start with a '# ' comment, starts with '\(firstLine)'")
    }
}
