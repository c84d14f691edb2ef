import Foundation
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundTranscripts

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

@Suite struct TranscriptReplayTests {
    @Test func passingTranscriptsPass() {
        let report = TranscriptSuite.replay(paths: [TranscriptFixtures.path("passing")], apps: .shipped)
        #expect(report.rendered == "3 passed, 0 failed")
        #expect(report.allPassed)
    }

    @Test func aChangedLineFailsWithFileLineAndDiff() {
        let path = TranscriptFixtures.path("failing/changed-line.transcript")
        let report = TranscriptSuite.replay(paths: [path], apps: .shipped)
        #expect(
            report.rendered == """
                FAIL \(path):9: the output of 1 command differs from the transcript
                --- \(path) (expected)
                +++ \(path) (actual)
                @@ -6,7 +6,7 @@
                 > help
                 ...
                 > frobnicate
                -error: no such command 'frobnicate'
                +error: unknown command 'frobnicate'. Type 'help' for commands.
                 # The wildcards above and below still hold and must survive --update.
                 > frobnicate twice
                 error: unknown command '[..]'. Type 'help' for commands.

                To accept the actual output, review the diffs and replay again with --update.

                0 passed, 1 failed
                """)
        #expect(report.failedCount == 1)
    }

    @Test func updateRewritesOnlyWhatNoLongerMatchesKeepingCommentsAndWildcards() throws {
        let path = try TranscriptFixtures.scratchCopy(of: "failing/changed-line.transcript")
        let original = try TranscriptFixtures.contents(of: path)

        let update = TranscriptSuite.replay(paths: [path], apps: .shipped, update: true)
        guard case .updated(firstDifferenceLine: 9, differingCommandCount: 1, _) = update.results.first?.outcome else {
            Issue.record("expected an update at line 9, got \(update.results)")
            return
        }
        // An update run never reports green.
        #expect(update.summary == "0 passed, 1 failed")
        #expect(
            try TranscriptFixtures.contents(of: path)
                == original.replacingOccurrences(
                    of: "error: no such command 'frobnicate'\n",
                    with: "error: unknown command 'frobnicate'. Type 'help' for commands.\n"))

        #expect(TranscriptSuite.replay(paths: [path], apps: .shipped).rendered == "1 passed, 0 failed")
    }

    @Test func updateThroughASymbolicLinkRewritesItsTargetKeepingTheLinkAndTheMode() throws {
        let target = try TranscriptFixtures.scratchCopy(of: "failing/changed-line.transcript")
        let link = target + ".link.transcript"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)

        _ = TranscriptSuite.replay(paths: [link], apps: .shipped, update: true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o640)
        #expect(TranscriptSuite.replay(paths: [target], apps: .shipped).rendered == "1 passed, 0 failed")
    }

    @Test func anyLinesDoesNotOverMatchAMissingLine() {
        let path = TranscriptFixtures.path("failing/over-match.transcript")
        let report = TranscriptSuite.replay(paths: [path], apps: .shipped)
        #expect(
            report.rendered.hasPrefix(
                """
                FAIL \(path):5: the output of 1 command differs from the transcript
                --- \(path) (expected)
                +++ \(path) (actual)
                @@ -2,4 +2,3 @@
                 > frobnicate
                 ...
                 error: unknown command 'frobnicate'. Type 'help' for commands.
                -this line is never printed
                """))
        #expect(report.failedCount == 1)
    }

    @Test func aWhitespaceOnlyDifferenceIsMadeVisible() {
        let report = TranscriptSuite.replay(paths: [TranscriptFixtures.path("failing/whitespace.transcript")], apps: .shipped)
        #expect(
            report.rendered.contains(
                """
                -error:·unknown·command·'frobnicate'.··Type·'help'·for·commands.
                +error:·unknown·command·'frobnicate'.·Type·'help'·for·commands.
                """))
    }

    @Test func malformedFilesAreErrorsNamingFileAndLineWhileTheOthersStillRun() throws {
        let malformed = TranscriptFixtures.path("malformed")
        let missing = TranscriptFixtures.path("malformed/missing.transcript")
        let report = TranscriptSuite.replay(paths: [malformed, TranscriptFixtures.path("passing"), missing], apps: .shipped)
        let problems = report.results.compactMap { result -> TranscriptProblem? in
            if case .problem(let problem) = result.outcome { problem } else { nil }
        }
        #expect(
            problems.map(\.location) == [
                "\(malformed)/command-after-quit.transcript:2",
                missing,
                "\(malformed)/output-before-command.transcript:2",
                "\(malformed)/unknown-directive.transcript:2",
            ])
        #expect(problems[2].message.hasPrefix("output before any command"))
        #expect(
            problems[3].message
                == "unknown directive 'teleport to checkout' (directives: service NAME pending|ready, picker list|map, pitfall dismiss-then-present|double-tap|reused-screen|unhandled-swipe, app NAME)"
        )
        #expect(problems[1].message.hasPrefix("cannot read the file"))
        #expect(report.rendered.contains("ERROR \(malformed)/unknown-directive.transcript:2: unknown directive 'teleport to checkout' ("))
        #expect(report.rendered.hasSuffix("\n3 passed, 4 failed"))
    }

    @Test func aFIFOIsNamedForWhatItIsAndNeverWaitedOn() throws {
        let folder = try TranscriptFixtures.scratchFolder()
        let fifo = folder + "/piped.transcript"
        try #require(mkfifo(fifo, 0o644) == 0)
        let report = TranscriptSuite.replay(paths: [fifo], apps: .shipped)
        #expect(
            report.results.map(\.outcome) == [
                .problem(
                    TranscriptProblem(path: fifo, line: nil, message: "cannot read the file: it is a FIFO (named pipe), not a regular file")
                )
            ])
    }

    @Test func aTranscriptReachedThroughALinkIsReadWhereItPoints() throws {
        let folder = try TranscriptFixtures.scratchFolder()
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/linked.transcript", withDestinationPath: TranscriptFixtures.path("passing/wildcards.transcript"))
        #expect(TranscriptSuite.replay(paths: [folder + "/linked.transcript"], apps: .shipped).rendered == "1 passed, 0 failed")
    }

    @Test func parallelReplayGivesTheSameReportAsSequential() {
        let paths = [TranscriptFixtures.folder]
        let sequential = TranscriptSuite.replay(paths: paths, apps: .shipped, parallel: false)
        #expect(sequential.results.count == 9)
        for _ in 0..<5 {
            #expect(TranscriptSuite.replay(paths: paths, apps: .shipped, parallel: true) == sequential)
        }
    }
}
