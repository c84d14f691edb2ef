import Testing

@testable import PlaygroundEngine
@testable import PlaygroundTranscripts

@Suite struct TranscriptComparisonTests {
    private func compare(_ text: String, actual: [[String]]) throws -> TranscriptComparison {
        TranscriptComparison(transcript: try TranscriptParser.parse(text, path: "t.transcript"), actualOutputs: actual)
    }

    @Test func updateKeepsWildcardsThatStillHoldAndPinsOnlyWhatChanged() throws {
        let comparison = try compare(
            "# note\n> show\nheader [..]\n...\nold end\n",
            actual: [["header v2", "x", "y", "new end"]])
        #expect(comparison.firstDifferenceLine == 5)
        #expect(comparison.updatedText == "# note\n> show\nheader [..]\n...\nnew end\n")
    }

    @Test func updateSpellsOutputThatLooksLikeSyntaxSoItReadsBackAsOutput() throws {
        let output = ["# heading", "#", "...", "> prompt", ">", "#3 stays", "% stays", ""]
        let comparison = try compare("> show\n> next\n", actual: [output, []])
        #expect(
            comparison.updatedText == """
                > show
                [..]# heading
                [..]#
                [..]...
                [..]> prompt
                [..]>
                #3 stays
                % stays

                > next

                """)
        #expect(try compare(comparison.updatedText, actual: [output, []]).passed)
    }

    @Test func longOutputShowsOnlyTheHunksAroundEachDifference() throws {
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual[2] = "line three"
        actual[16] = "line seventeen"
        let comparison = try compare("> count\n" + expected.map { $0 + "\n" }.joined(), actual: [actual])
        #expect(comparison.firstDifferenceLine == 4)
        #expect(
            comparison.renderedDiff == """
                --- t.transcript (expected)
                +++ t.transcript (actual)
                @@ -1,7 +1,7 @@
                 > count
                 line 1
                 line 2
                -line 3
                +line three
                 line 4
                 line 5
                 line 6
                @@ -15,7 +15,7 @@
                 line 14
                 line 15
                 line 16
                -line 17
                +line seventeen
                 line 18
                 line 19
                 line 20
                """)
    }

    @Test func anExtraLineIsReportedAtTheLineItWouldBeInsertedBefore() throws {
        let comparison = try compare("> help\ncommands\n> next\n", actual: [["commands", "and more"], []])
        #expect(comparison.firstDifferenceLine == 3)
        #expect(comparison.renderedDiff.hasSuffix("@@ -1,3 +1,4 @@\n > help\n commands\n+and more\n > next"))
    }
}
