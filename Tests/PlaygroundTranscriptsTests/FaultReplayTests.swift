import Foundation
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundTranscripts

/// Replay stops cooperatively: once asked, no new file starts, and the report says how many were
/// not replayed and never passes.
@Suite struct FaultReplayTests {
    @Test func aCancelledReplayReportsWhatItDidNotRun() {
        let transcripts = PackagePaths.path("transcripts")
        let asked = Counter()
        let report = TranscriptSuite.replay(paths: [transcripts], apps: .shipped, parallel: false, isCancelled: { asked.next() >= 5 })
        let total = TranscriptFiles.collect(paths: [transcripts]).files.count
        #expect(report.results.count == 5)
        #expect(report.notRunCount == total - 5)
        #expect(report.wasInterrupted)
        #expect(!report.allPassed)
        #expect(report.rendered.hasSuffix("interrupted: \(total - 5) of \(total) transcripts not replayed\n\n5 passed, 0 failed"))
        #expect(TranscriptSuite.replay(paths: [transcripts], apps: .shipped).allPassed)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int {
        lock.withLock {
            defer { count += 1 }; return count
        }
    }
}
