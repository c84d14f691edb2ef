import Foundation
import PlaygroundTranscripts
import SafeFile
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundWalkthrough

/// `replay --html DIR`'s folder: a page per transcript, named after it, and an index listing
/// failures first, each linked to the step where it differs; written as every file is (whole or
/// not at all, never through a link).
@Suite struct ReplayPagesTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    static let transcripts = PackagePaths.path("Tests/PlaygroundTranscriptsTests/Fixtures/Transcripts")

    @Test func aPagePerTranscriptAndAnIndexWithTheFailuresFirst() throws {
        let (report, replayed) = TranscriptSuite.replayStepByStep(
            paths: [Self.transcripts + "/passing", Self.transcripts + "/failing/changed-line.transcript"], apps: .shipped)
        let reportFolder = folder.appendingPathComponent("report").path
        let index = try ReplayPages.write(replayed, into: reportFolder)
        #expect(index == reportFolder + "/index.html")
        let written = try FileManager.default.contentsOfDirectory(atPath: reportFolder).sorted()
        #expect(
            written == [".replay-pages", "changed-line.html", "index.html", "session-basics.html", "start-state.html", "wildcards.html"])
        let page = try String(contentsOfFile: index, encoding: .utf8)
        #expect(page.contains("<title>Replay: \(report.passedCount) passed, \(report.failedCount) failed</title>"))
        let failure = try #require(page.range(of: "<li><span class=\"failed\">✗</span> <a href=\"changed-line.html#step-3\">"))
        let pass = try #require(page.range(of: "<li><span class=\"passed\">✓</span> <a href=\"session-basics.html\">"))
        #expect(failure.lowerBound < pass.lowerBound)
        let failedPage = try String(contentsOfFile: reportFolder + "/changed-line.html", encoding: .utf8)
        #expect(failedPage == Walkthrough(replayed.first { $0.result.path.hasSuffix("changed-line.transcript") }!).html)
    }

    @Test func twoTranscriptsOfOneNameGetPagesOfTheirOwn() {
        #expect(
            ReplayPages.pageNames(for: ["a/flow.transcript", "b/flow.transcript", "flow-2.transcript", "index.transcript", ".transcript"])
                == ["flow.html", "flow-2.html", "flow-2-2.html", "index-2.html", "transcript.html"])
    }

    @Test func missingParentFoldersAreAnErrorNamingThemAndNoFolderIsMade() throws {
        let (_, replayed) = TranscriptSuite.replayStepByStep(paths: [Self.transcripts + "/passing/wildcards.transcript"], apps: .shipped)
        let deep = folder.appendingPathComponent("nonexistent/deep").path
        let error = try #require(throws: FileWriteError.self) { try ReplayPages.write(replayed, into: deep) }
        #expect(error.message == "cannot write \(deep): the folder \(folder.path)/nonexistent does not exist")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func aFolderOfOtherFilesIsNotWrittenInto() throws {
        try "mine".write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let (_, replayed) = TranscriptSuite.replayStepByStep(paths: [Self.transcripts + "/passing/wildcards.transcript"], apps: .shipped)
        let error = try #require(throws: FileWriteError.self) { try ReplayPages.write(replayed, into: folder.path) }
        #expect(error.problem == .othersFolder(manifest: ".replay-pages"))
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["index.html"])
    }

    @Test func aSecondReplayReplacesItsPagesAndKeepsTheRest() throws {
        let reportFolder = folder.appendingPathComponent("report").path
        let (_, first) = TranscriptSuite.replayStepByStep(paths: [Self.transcripts + "/passing/wildcards.transcript"], apps: .shipped)
        _ = try ReplayPages.write(first, into: reportFolder)
        try "notes".write(toFile: reportFolder + "/notes.txt", atomically: true, encoding: .utf8)
        try "old".write(toFile: reportFolder + "/wildcards.html", atomically: true, encoding: .utf8)
        _ = try ReplayPages.write(first, into: reportFolder)
        #expect(try String(contentsOfFile: reportFolder + "/wildcards.html", encoding: .utf8) == Walkthrough(first[0]).html)
        #expect(try String(contentsOfFile: reportFolder + "/notes.txt", encoding: .utf8) == "notes")
    }

    @Test func aLinkWhereAPageGoesIsNotWrittenThrough() throws {
        let target = folder.appendingPathComponent("elsewhere.html").path
        try "kept".write(toFile: target, atomically: true, encoding: .utf8)
        let reportFolder = folder.appendingPathComponent("report").path
        let (_, replayed) = TranscriptSuite.replayStepByStep(paths: [Self.transcripts + "/passing/wildcards.transcript"], apps: .shipped)
        _ = try ReplayPages.write(replayed, into: reportFolder)
        try FileManager.default.removeItem(atPath: reportFolder + "/index.html")
        try FileManager.default.createSymbolicLink(atPath: reportFolder + "/index.html", withDestinationPath: target)
        #expect(throws: FileWriteError.self) { try ReplayPages.write(replayed, into: reportFolder) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
    }
}
