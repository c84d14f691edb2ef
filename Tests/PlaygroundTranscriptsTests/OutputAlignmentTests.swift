import Foundation
import PropertyBased
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundTranscripts

/// The alignment found in linear space gives the very steps of the whole-table algorithm it
/// replaced, kept here as the reference, on random outputs, on the corpus, and in parts as small
/// as one row.
@Suite struct OutputAlignmentTests {
    /// Small alphabets make matches, near-matches, `[..]` and `...` collide often.
    static let expectedLines = Gen.oneOf(
        Gen.always("a"), Gen.always("b"), Gen.always("c"), Gen.always("..."), Gen.always("[..]"),
        Gen.always("a[..]"), Gen.always("[..]b"), Gen.always("")
    ).array(of: 0...14)
    static let actualLines = Gen.oneOf(
        Gen.always("a"), Gen.always("b"), Gen.always("c"), Gen.always("ab"), Gen.always("..."), Gen.always("")
    ).array(of: 0...14)
    /// Table limits from one cell (every part is one row) to the default.
    static let cellLimits = Gen.oneOf(
        Gen.always(1), Gen.always(3), Gen.always(8), Gen.always(40), Gen.always(OutputAlignment.tableCellLimit))

    @Test func randomOutputsAlignAsTheWholeTableDid() async {
        await propertyCheck(count: 3000, input: Self.expectedLines, Self.actualLines, Self.cellLimits) { expected, actual, limit in
            let reference = ReferenceAlignment.steps(expected: expected, actual: actual)
            #expect(OutputAlignment(expected: expected, actual: actual, tableCellLimit: limit).steps == reference)
        }
    }

    @Test func longRandomOutputsAlignAsTheWholeTableDid() async {
        let expected = Self.expectedLines.array(of: 1...6).map { $0.flatMap { $0 } }
        let actual = Self.actualLines.array(of: 1...6).map { $0.flatMap { $0 } }
        await propertyCheck(count: 300, input: expected, actual, Self.cellLimits) { expected, actual, limit in
            let reference = ReferenceAlignment.steps(expected: expected, actual: actual)
            #expect(OutputAlignment(expected: expected, actual: actual, tableCellLimit: limit).steps == reference)
        }
    }

    /// Every command of `transcripts/` and of the fixtures, against its own output and against the
    /// next command's (a drift as big as it gets), in whole tables and in parts of a few rows.
    @Test(arguments: corpusFiles)
    func corpusAlignsAsTheWholeTableDid(_ path: String) throws {
        let transcript = try TranscriptParser.read(path: path)
        let outputs = try TranscriptRunner.actualOutputs(of: transcript, apps: .shipped)
        let expectedOutputs = transcript.commands.map(\.expectedOutput)
        for (index, expected) in expectedOutputs.enumerated() {
            for actual in [outputs[index], outputs[(index + 1) % outputs.count]] {
                let reference = ReferenceAlignment.steps(expected: expected, actual: actual)
                for limit in [OutputAlignment.tableCellLimit, 64, 1] {
                    #expect(
                        OutputAlignment(expected: expected, actual: actual, tableCellLimit: limit).steps == reference,
                        "\(path): command \(index + 1), table limit \(limit)")
                }
            }
        }
    }

    static let corpusFiles: [String] = {
        let folders = [TranscriptCorpusTests.folder, TranscriptFixtures.path("passing"), TranscriptFixtures.path("failing")]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".transcript") }.sorted().map { folder + "/" + $0 }
        }
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.corpusFiles.count >= 50)
    }

    /// A `state` document of 2,000 lines against a drifted copy, and 2,000 unrelated lines against
    /// as many others, and a `...` covering a whole copy: beyond one table of the size limit, only
    /// a row per halving is held, far under 100 MB.
    @Test func bigDriftsStayUnder100MB() {
        let document = Self.stateDocument(screens: 90)
        let drifted = document.map { $0.replacingOccurrences(of: "\"checked\": false", with: "\"checked\": true") }
        let unrelatedExpected = (0..<2_000).map { "expected line \($0)" }
        let unrelatedActual = (0..<2_000).map { "printed line \($0)" }
        for (expected, actual) in [(document, drifted), (unrelatedExpected, unrelatedActual), (document + ["..."], drifted + drifted)] {
            var grid = AlignmentGrid(expected: expected, actual: actual, tableCellLimit: OutputAlignment.tableCellLimit)
            let moves = grid.cheapestPath()
            #expect(moves.count >= max(expected.count, actual.count))
            let halvings = Int.bitWidth - expected.count.leadingZeroBitCount
            #expect(grid.peakCellCount <= OutputAlignment.tableCellLimit + (halvings + 4) * (actual.count + 1))
            #expect(grid.peakCellCount * MemoryLayout<Int32>.size < 100 << 20)
        }
    }

    /// A table limit far below the output keeps the cost cells to a few rows' worth.
    @Test func partsKeepFewRows() {
        let document = Self.stateDocument(screens: 20)
        let drifted = document.map { $0.replacingOccurrences(of: "\"checked\": false", with: "\"checked\": true") }
        var grid = AlignmentGrid(expected: document, actual: drifted, tableCellLimit: 4 * drifted.count)
        let moves = grid.cheapestPath()
        #expect(moves.count >= drifted.count)
        #expect(grid.peakCellCount < 64 * (drifted.count + 1))
        #expect(
            OutputAlignment(expected: document, actual: drifted, tableCellLimit: 4 * drifted.count).steps
                == ReferenceAlignment.steps(expected: document, actual: drifted))
    }

    /// Lines shaped like the playground's `state` JSON for a stack of product screens.
    static func stateDocument(screens: Int) -> [String] {
        var lines = ["{", "  \"stack\": ["]
        for screen in 1...screens {
            lines += ["    {", "      \"id\": \"ProductViewController#\(screen)\",", "      \"rows\": ["]
            for color in ["Off-White", "Anthracite", "Black", "Beige", "Brown"] {
                lines += ["        {", "          \"title\": \"\(color)\",", "          \"checked\": false", "        },"]
            }
            lines += ["      ]", "    },"]
        }
        return lines + ["  ]", "}"]
    }
}

/// The whole-table alignment `OutputAlignment` used before it worked in linear space, kept as the
/// reference its steps must equal.
enum ReferenceAlignment {
    static func steps(expected: [String], actual: [String]) -> [OutputAlignment.Step] {
        let isAnyLines = expected.map { $0 == TranscriptSyntax.anyLines }
        let patterns = expected.map(LinePattern.init)
        let expectedCount = expected.count, actualCount = actual.count
        let width = actualCount + 1
        var cost = [Int](repeating: 0, count: (expectedCount + 1) * width)
        func costAt(_ e: Int, _ a: Int) -> Int { cost[e * width + a] }
        func lineMatches(_ e: Int, _ a: Int) -> Bool { !isAnyLines[e] && patterns[e].matches(actual[a]) }
        for e in stride(from: expectedCount, through: 0, by: -1) {
            for a in stride(from: actualCount, through: 0, by: -1) {
                let best: Int
                if e == expectedCount {
                    best = actualCount - a
                } else if isAnyLines[e] {
                    best = a == actualCount ? costAt(e + 1, a) : min(costAt(e + 1, a), costAt(e, a + 1))
                } else if a == actualCount {
                    best = 1 + costAt(e + 1, a)
                } else if lineMatches(e, a) {
                    best = costAt(e + 1, a + 1)
                } else {
                    best = 1 + min(costAt(e + 1, a), costAt(e + 1, a + 1), costAt(e, a + 1))
                }
                cost[e * width + a] = best
            }
        }
        var steps: [OutputAlignment.Step] = []
        var e = 0, a = 0
        var coveredFrom: Int?
        while e < expectedCount || a < actualCount {
            let here = costAt(e, a)
            if e < expectedCount, isAnyLines[e] {
                if costAt(e + 1, a) == here {
                    steps.append(.anyLines(expected: e, covering: (coveredFrom ?? a)..<a))
                    coveredFrom = nil
                    e += 1
                } else {
                    coveredFrom = coveredFrom ?? a
                    a += 1
                }
            } else if e < expectedCount, a < actualCount, lineMatches(e, a) {
                steps.append(.matched(expected: e, actual: a))
                e += 1; a += 1
            } else if e < expectedCount, 1 + costAt(e + 1, a) == here {
                steps.append(.missing(expected: e))
                e += 1
            } else if e < expectedCount, a < actualCount, 1 + costAt(e + 1, a + 1) == here {
                steps.append(.replaced(expected: e, actual: a))
                e += 1; a += 1
            } else {
                steps.append(.unexpected(actual: a))
                a += 1
            }
        }
        return steps
    }
}
