import Foundation
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@_spi(Benchmarks) @testable import PlaygroundTranscripts

/// A replay kept step by step, for the pages of `replay --html`: the same verdict as the plain
/// replay, and each command with its comments, its output set against the transcript line by
/// line, and the app as the command left it.
@Suite struct StepByStepReplayTests {
    @Test func aChangedLineIsMarkedAtItsStepAndLine() {
        let path = TranscriptFixtures.path("failing/changed-line.transcript")
        let replayed = TranscriptSuite.replayStepByStep(file: path, apps: .shipped)
        #expect(replayed.result == TranscriptSuite.replay(file: path, apps: .shipped, update: false))
        #expect(replayed.steps.map(\.command) == ["frobnicate", "help", "frobnicate", "frobnicate twice"])
        #expect(replayed.steps.map(\.lineNumber) == [4, 6, 8, 11])
        #expect(replayed.steps.map(\.differs) == [false, false, true, false])
        #expect(
            replayed.steps[0].notes == [
                "recorded with coordinator-playground", "", "One line no longer matches: `frobnicate` used to be refused differently.",
            ])
        #expect(replayed.steps[3].notes == ["The wildcards above and below still hold and must survive --update."])
        #expect(
            replayed.steps[2].output == [
                .init(text: "error: no such command 'frobnicate'", change: .expectedOnly, lineNumber: 9),
                .init(text: "error: unknown command 'frobnicate'. Type 'help' for commands.", change: .printedOnly, lineNumber: nil),
            ])
        // A wildcard line shows what was printed, at the line that matched it.
        #expect(
            replayed.steps[0].output == [
                .init(text: "error: unknown command 'frobnicate'. Type 'help' for commands.", change: .same, lineNumber: 5)
            ])
        // `...` stands for every line of `help`, each shown as printed, all at the `...` line.
        let help = replayed.steps[1].output
        #expect(help.count == TranscriptRunner.lines(of: Session().execute("help")).count)
        #expect(help.allSatisfy { $0.change == .same && $0.lineNumber == 7 })
    }

    @Test func eachStepKeepsTheAppAsTheCommandLeftIt() throws {
        let folder = try TranscriptFixtures.scratchFolder()
        let path = folder + "/steps.transcript"
        try """
        % service cart pending
        > select Coats
        selected "Coats" in categories
        now showing CategoryViewController#1 "Coats"
        > back
        went back from CategoryViewController#1 "Coats"
        now showing HomeViewController#1 "Home"

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let replayed = TranscriptSuite.replayStepByStep(file: path, apps: .shipped)
        #expect(replayed.result.passed)
        #expect(replayed.directives == ["service cart pending"])
        let session = Session(options: .shop("service cart pending"))
        _ = session.execute("select Coats")
        #expect(replayed.steps[0].app == session.appSnapshot())
        _ = session.execute("back")
        #expect(replayed.steps[1].app == session.appSnapshot())
        #expect(replayed.steps.allSatisfy { !$0.differs })
    }

    @Test func aTranscriptThatCannotBeReplayedHasNoSteps() {
        let path = TranscriptFixtures.path("malformed/unknown-directive.transcript")
        let replayed = TranscriptSuite.replayStepByStep(file: path, apps: .shipped)
        #expect(replayed.steps.isEmpty)
        guard case .problem(let problem) = replayed.result.outcome else {
            Issue.record("not a problem: \(replayed.result)")
            return
        }
        #expect(problem.line == 2)
    }

    @Test func aFolderGivesTheReportThePlainReplayGives() {
        let folders = [TranscriptFixtures.path("passing"), TranscriptFixtures.path("failing")]
        let (report, transcripts) = TranscriptSuite.replayStepByStep(paths: folders, apps: .shipped)
        #expect(report == TranscriptSuite.replay(paths: folders, apps: .shipped))
        #expect(transcripts.map(\.result.path) == report.results.map(\.path))
    }
}
