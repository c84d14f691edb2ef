import Foundation
import Testing
@testable import Playground

/// The README material the engine provides, checked so it cannot drift from the engine.
@Suite struct EngineDocumentationTests {
    /// `UPDATE_DOCS=1 swift test --filter theCommandReferenceFile` regenerates the file on purpose.
    @Test func theCommandReferenceFileIsGeneratedFromTheTable() throws {
        let url = packageRoot.appendingPathComponent("docs/commands.md")
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            try CommandTable.markdownReference().write(to: url, atomically: true, encoding: .utf8)
        }
        let file = try String(contentsOf: url, encoding: .utf8)
        #expect(file == CommandTable.markdownReference(), "docs/commands.md is stale: regenerate it from CommandTable.markdownReference()")
        for definition in CommandTable.all {
            #expect(file.contains(definition.summary))
        }
    }

    /// The example session is a transcript inside a Markdown code block: replayed, it must print
    /// exactly what the page shows.
    @Test func theExampleSessionIsWhatTheEnginePrints() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/session-example.md"), encoding: .utf8)
        let block = try #require(page.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first)
        let transcript = try TranscriptParser.parse(block, path: "docs/session-example.md")
        #expect(transcript.commands.count > 5)
        let outputs = try TranscriptRunner.actualOutputs(of: transcript)
        for (command, actual) in zip(transcript.commands, outputs) {
            #expect(actual == command.expectedOutput, "'\(command.text)' printed something else")
        }
    }
}
