import Foundation
import SafeFile
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons
@testable import PlaygroundTranscripts

/// The documentation the engine provides, checked so it cannot drift from the engine.
@Suite struct EngineDocumentationTests {
    static let commandReference = "docs/commands.md"

    /// `docs/commands.md` as the definitions tell it today, for both apps, the lesson coach's
    /// commands included, as `help` tells it at the prompt (where each app's refusal names the
    /// other app that has what it lacks).
    static func generatedReference() -> String {
        CommandReference.markdown(
            for: PlaygroundApps.shipped.all.map { app in
                let apps = PlaygroundApps.shipped.all
                return (app.appDescription.name, LessonCoach.commands(besides: CommandTable.catalog(for: app, among: apps)))
            })
    }

    /// The command reference is generated from the definitions; `make docs` (this test with
    /// `UPDATE_DOCS=1`) rewrites it on purpose, never `make test`.
    @Test func theCommandReferenceIsGeneratedFromTheDefinitions() throws {
        let generated = Self.generatedReference()
        let path = PackagePaths.path(Self.commandReference)
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            try SafeFile.replace(atPath: path, with: generated.utf8)
            return
        }
        let bytes = try #require(
            try SafeFile.contentsOfRegularFile(atPath: path, limit: 1 << 20), "\(Self.commandReference) is missing: make docs")
        let page = String(decoding: bytes, as: UTF8.self)
        #expect(page == generated, "\(Self.commandReference) is stale: make docs")
    }

    /// Every command, the coach's included, has its row and its section, and a command whose help
    /// differs between the apps (`queue`: the items app has no queues) shows both.
    @Test func theCommandReferenceListsEveryCommandAndBothAppsWhereTheyDiffer() {
        let page = Self.generatedReference()
        let catalog = LessonCoach.commands(besides: CommandTable.catalog(for: PlaygroundApps.shipped.first))
        for description in catalog.descriptions {
            #expect(page.contains("| [`\(description.name)"), "no row for \(description.name)")
            #expect(page.contains("\n### `\(description.name)`\n"), "no section for \(description.name)")
        }
        #expect(page.contains("**In the shop app:**") && page.contains("**In the items app:**"))
    }

    /// The short sessions of the README and the tour are transcripts inside a Markdown code block:
    /// replayed, each must print exactly what its page shows.
    @Test(arguments: ["README.md", "docs/tour.md"])
    func aSessionOnAPageIsWhatTheEnginePrints(file: String) throws {
        let page = try String(contentsOf: PackagePaths.url(file), encoding: .utf8)
        let block = try #require(page.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first)
        let transcript = try TranscriptParser.parse(block, path: file)
        #expect(transcript.commands.count > 5)
        let outputs = try TranscriptRunner.actualOutputs(of: transcript, apps: .shipped)
        for (command, actual) in zip(transcript.commands, outputs) {
            #expect(actual == command.expectedOutput, "\(file): '\(command.text)' printed something else")
        }
    }
}
