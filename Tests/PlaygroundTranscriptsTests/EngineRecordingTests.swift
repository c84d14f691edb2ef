import Foundation
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@_spi(Benchmarks) @testable import PlaygroundTranscripts

/// `record`: the engine only asks; what it hands the front end must make a transcript that
/// replays from a fresh app even when recording starts in the middle of a session.
@Suite struct EngineRecordingTests {
    @Test func recordAsksTheFrontEndToStartOrStopAndChangesNothing() {
        let session = Session()
        let before = session.execute("state").output
        let start = session.execute("record /tmp/flow.transcript")
        #expect(start.recording == .start(path: "/tmp/flow.transcript"))
        #expect(start.output == "recording to /tmp/flow.transcript")
        #expect(session.execute("record stop").recording == .stop)
        #expect(session.execute("state").output == before)
        #expect(session.log.isEmpty)
    }

    /// The preamble keeps each command's lines as the session printed them: a table in it (a
    /// message's hops) is recorded as a replay lays it out, its columns set for 80 columns, not
    /// as plain text wrapped.
    @Test func thePreambleKeepsTheLinesAReplayLaysOut() throws {
        let session = Session()
        _ = session.execute("trace on")
        _ = session.execute("send cartAdd product=1")
        let preamble = session.transcriptPreamble()
        let send = try #require(preamble.commands.last)
        #expect(send.command == "send cartAdd product=1")
        #expect(send.result.lines.contains { $0.cells != nil })
        let fresh = Session()
        _ = fresh.execute("trace on")
        #expect(TranscriptRunner.lines(of: send.result) == TranscriptRunner.lines(of: fresh.execute("send cartAdd product=1")))
    }

    @Test func aTranscriptStartedMidSessionReplaysFromAFreshApp() throws {
        let options = StartOptions.shop("service catalog pending")
        let session = Session(options: options)
        _ = session.execute("trace on")
        _ = session.execute("tap cart")
        _ = session.execute("tree")
        let preamble = session.transcriptPreamble()
        #expect(preamble.directives == ["service catalog pending"])
        #expect(preamble.commands.map(\.command) == ["trace on", "tap cart"])

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mid-session-\(UUID()).transcript").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try TranscriptRecorder(path: path, directives: preamble.directives)
        for (command, result) in preamble.commands { try recorder.record(command: command, result: result) }
        for line in ["tap catalog", "stack"] {
            try recorder.record(command: line, result: session.execute(line))
        }
        #expect(TranscriptSuite.replay(paths: [path], apps: .shipped).rendered == "1 passed, 0 failed")
    }
}
