import Foundation
import ShopHost
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons
@testable import PlaygroundTranscripts

/// The README material the engine provides, checked so it cannot drift from the engine.
@Suite struct EngineDocumentationTests {
    static let beginMarker =
        "<!-- commands:begin (generated from the command table: UPDATE_DOCS=1 swift test --filter theCommandReference) -->\n"
    static let endMarker = "<!-- commands:end -->"

    /// The README's command reference is generated from the table; `UPDATE_DOCS=1 swift test
    /// --filter theCommandReference` regenerates it on purpose (never automatically).
    @Test func theCommandReferenceInTheReadmeIsGeneratedFromTheTable() throws {
        let catalog = LessonCoach.commands(besides: CommandTable.catalog(for: ShopPlaygroundApp.self))
        let url = PackagePaths.url("README.md")
        var readme = try String(contentsOf: url, encoding: .utf8)
        let begin = try #require(readme.range(of: Self.beginMarker), "README.md lost its commands:begin marker")
        let end = try #require(readme.range(of: Self.endMarker, range: begin.upperBound..<readme.endIndex))
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            readme.replaceSubrange(begin.upperBound..<end.lowerBound, with: catalog.markdownReference())
            try readme.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let section = String(readme[begin.upperBound..<end.lowerBound])
        #expect(
            section == catalog.markdownReference(),
            "README.md's command reference is stale: UPDATE_DOCS=1 swift test --filter theCommandReference")
        for description in catalog.descriptions {
            #expect(section.contains("`\(description.name)"), "README.md does not list \(description.name)")
        }
    }

    /// The README's short session is a transcript inside a Markdown code block: replayed, it must
    /// print exactly what the page shows.
    @Test func theReadmeSessionIsWhatTheEnginePrints() throws {
        let page = try String(contentsOf: PackagePaths.url("README.md"), encoding: .utf8)
        let block = try #require(page.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first)
        let transcript = try TranscriptParser.parse(block, path: "README.md")
        #expect(transcript.commands.count > 5)
        let outputs = try TranscriptRunner.actualOutputs(of: transcript, apps: .playground)
        for (command, actual) in zip(transcript.commands, outputs) {
            #expect(actual == command.expectedOutput, "'\(command.text)' printed something else")
        }
    }
}
