import Foundation
import SafeFile
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@_spi(Benchmarks) @testable import PlaygroundTranscripts

@Suite struct TranscriptRecorderTests {
    @Test func everyCompletedCommandIsInTheFileBeforeTheNextOneRuns() throws {
        let path = try TranscriptFixtures.scratchFolder() + "/recorded.transcript"
        let session = Session()
        let recorder = try TranscriptRecorder(path: path, directives: ["service catalog pending"])
        var expected = "# recorded with coordinator-playground\n% service catalog pending\n"
        #expect(try TranscriptFixtures.contents(of: path) == expected)

        for command in ["help", "frobnicate", "", "# looks like a comment"] {
            let result = session.execute(command)
            try recorder.record(command: command, result: result)
            // As a pipe shows it: laid out 80 columns wide.
            let output = TranscriptRunner.lines(of: result).joined(separator: "\n")
            expected += (command.isEmpty ? ">\n" : "> \(command)\n") + (output.isEmpty ? "" : output + "\n")
            // Read back while the recorder is still open: nothing may sit in a buffer.
            #expect(try TranscriptFixtures.contents(of: path) == expected)
        }
        #expect(TranscriptSuite.replay(paths: [path], apps: .shipped).rendered == "1 passed, 0 failed")
    }

    @Test func outputThatLooksLikeSyntaxIsRecordedSoItReadsBackAsOutput() throws {
        let path = try TranscriptFixtures.scratchFolder() + "/recorded.transcript"
        let recorder = try TranscriptRecorder(path: path)
        try recorder.record(command: "show", output: "# heading\n...\n> prompt\nplain")
        let transcript = try TranscriptParser.read(path: path)
        #expect(transcript.commands.map(\.expectedOutput) == [["[..]# heading", "[..]...", "[..]> prompt", "plain"]])
    }

    @Test func refusesToRecordThroughASymbolicLinkAndLeavesItsVictimAlone() throws {
        let folder = try TranscriptFixtures.scratchFolder()
        try Data("victim\n".utf8).write(to: URL(fileURLWithPath: folder + "/victim"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/victim")
        #expect(throws: FileWriteError(path: folder + "/link", problem: .symbolicLink)) {
            try TranscriptRecorder(path: folder + "/link")
        }
        #expect(try TranscriptFixtures.contents(of: folder + "/victim") == "victim\n")
    }

    @Test func stopsWhenItsFileIsReplacedUnderIt() throws {
        let folder = try TranscriptFixtures.scratchFolder()
        let path = folder + "/recorded.transcript"
        let recorder = try TranscriptRecorder(path: path)
        try recorder.record(command: "help", output: "")
        try Data("> other\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        #expect(throws: FileWriteError(path: path, problem: .replacedWhileOpen)) {
            try recorder.record(command: "frobnicate", output: "")
        }
        #expect(try TranscriptFixtures.contents(of: path) == "> other\n")
    }
}
