import Foundation
import TestSupport
import Testing

/// `docs/sources.md` holds every sentence of the lessons and docs that says what "the original",
/// "the library", radianttap, Panov or dimaosa does to a row that cites its source.
@Suite struct SourcesRecordTests {
    static func record() throws -> SourcesRecord {
        SourcesRecord(markdown: try String(contentsOf: PackagePaths.url("docs/sources.md"), encoding: .utf8))
    }

    static func text(of file: String) throws -> String {
        try String(contentsOf: PackagePaths.url(file), encoding: .utf8)
    }

    @Test func everyClaimAboutASourceIsHeldToARow() throws {
        let record = try Self.record()
        var claims = 0
        for file in try SourceClaims.documents(in: PackagePaths.root) {
            let phrases = record.citations.filter { $0.file == file }.map(\.phrase)
            for claim in SourceClaims.claims(inMarkdown: try Self.text(of: file)) {
                claims += 1
                if !phrases.contains(where: { claim.contains($0) }) {
                    Issue.record("no row in docs/sources.md backs this sentence of \(file): \(claim)")
                }
            }
        }
        #expect(claims > 40, "the lessons and docs lost their sentences about the sources")
    }

    @Test func everyCitationFindsItsSentenceAndItsRows() throws {
        let record = try Self.record()
        let ids = Set(record.behaviours.map(\.id))
        #expect(record.citations.count > 40, "the record lost its table of citations")
        for citation in record.citations {
            let claims = SourceClaims.claims(inMarkdown: try Self.text(of: citation.file))
            #expect(
                claims.contains { $0.contains(citation.phrase) },
                "\(citation.file) has no sentence about a source containing \"\(citation.phrase)\"")
            #expect(!citation.rows.isEmpty && citation.rows.allSatisfy(ids.contains), "\(citation.rows) in \(citation.file)")
        }
    }

    /// A row's source is a file at a commit, or a published page; a row says what the playground does.
    @Test func everyRowCitesACommitOrAPage() throws {
        let record = try Self.record()
        #expect(record.behaviours.count > 20, "the record lost its behaviours")
        #expect(Set(record.behaviours.map(\.id)).count == record.behaviours.count, "a row id is used twice")
        for row in record.behaviours {
            let citesCommit = row.source.range(of: #"\b[0-9a-f]{7,40}\b"#, options: .regularExpression) != nil
            #expect(citesCommit || row.source.contains("https://"), "\(row.id) names no commit or page: \(row.source)")
            #expect(!row.playground.isEmpty, "\(row.id) does not say what the playground does")
        }
    }

    @Test func sentencesAreSplitAcrossLinesButNotAcrossBlocks() {
        let text = """
            The library keeps
            its list. Then it
            stops.

            - radianttap's item
            - next item
            ```
            the original in code
            ```
            | a | radianttap's cell |
            """
        #expect(
            SourceClaims.sentences(ofMarkdown: text) == [
                "The library keeps its list.", "Then it stops.", "- radianttap's item", "- next item",
                "| a | radianttap's cell |",
            ])
        #expect(
            SourceClaims.claims(inMarkdown: text) == [
                "The library keeps its list.", "- radianttap's item", "| a | radianttap's cell |",
            ])
    }

    @Test func theRecordReadsRowsAndCitations() {
        let record = SourcesRecord(
            markdown: """
                ## Behaviours
                | row | behaviour | source | in the playground |
                | --- | --- | --- | --- |
                | R1 | a \\| b | `X.swift:3` @ abc1234 | Same. |
                ## Where the lessons and docs say it
                | file | the sentence says | rows |
                | --- | --- | --- |
                | `lessons/01.md` | "The library  keeps" | R1, R2 |
                """)
        #expect(record.behaviours == [.init(id: "R1", source: "`X.swift:3` @ abc1234", playground: "Same.")])
        #expect(record.citations == [.init(file: "lessons/01.md", phrase: "The library keeps", rows: ["R1", "R2"])])
    }
}
