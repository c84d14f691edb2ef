import MarkdownModel
import Testing

/// A lesson's Markdown read into blocks and spans, which the terminal and the pages both draw.
@Suite struct MarkdownDocumentTests {
    @Test func eachKindOfBlockTheLessonsUse() {
        let markdown = """
            #### Looking

            Open the editor with `open shop://profile/edit`.
            Look at it with **screen**: the user
            lives in *Moscow*.

            ```swift
            final class Picker {
                var onFinish: ((City) -> Void)?
            }
            ```
            1. Type `tree`.
            2. Then
               `screen`.

            - one
            - two
            """
        #expect(
            MarkdownDocument(parsing: markdown).blocks == [
                MarkdownBlock(.heading(level: 4, spans: [.text("Looking")])),
                MarkdownBlock(
                    .paragraph(
                        spans: [
                            .text("Open the editor with "), .code("open shop://profile/edit"), .text(". Look at it with "),
                            .strong("screen"), .text(": the user lives in "), .emphasis("Moscow"), .text("."),
                        ], indent: 0), followsBlankLine: true),
                MarkdownBlock(
                    .code(language: "swift", lines: ["final class Picker {", "    var onFinish: ((City) -> Void)?", "}"]),
                    followsBlankLine: true),
                MarkdownBlock(
                    .list([
                        MarkdownListItem(marker: "1. ", spans: [.text("Type "), .code("tree"), .text(".")]),
                        MarkdownListItem(marker: "2. ", spans: [.text("Then "), .code("screen"), .text(".")]),
                    ])),
                MarkdownBlock(
                    .list([MarkdownListItem(marker: "- ", spans: [.text("one")]), MarkdownListItem(marker: "- ", spans: [.text("two")])]),
                    followsBlankLine: true),
            ])
    }

    @Test func aLooseListKeepsItsBlankLinesAndAnIndentedParagraphItsIndent() {
        let document = MarkdownDocument(parsing: "- one\n\n- two\n  more\n\n  aside")
        #expect(
            document.blocks == [
                MarkdownBlock(
                    .list([
                        MarkdownListItem(marker: "- ", spans: [.text("one")]),
                        MarkdownListItem(marker: "- ", spans: [.text("two more")], followsBlankLine: true),
                    ])),
                MarkdownBlock(.paragraph(spans: [.text("aside")], indent: 2), followsBlankLine: true),
            ])
    }

    @Test func aFenceClosesOnlyOnItsOwnCharacterAtLeastAsLong() {
        let document = MarkdownDocument(parsing: "````markdown\n```\ninside\n```\n~~~\n````\nafter\n~~~\nnever closed")
        #expect(
            document.blocks == [
                MarkdownBlock(.code(language: "markdown", lines: ["```", "inside", "```", "~~~"])),
                MarkdownBlock(.paragraph(spans: [.text("after")], indent: 0)),
                MarkdownBlock(.code(language: "", lines: ["never closed"])),
            ])
        #expect(CodeFence(line: "  ```swift")?.info == "swift")
        #expect(CodeFence(line: "``") == nil)
        #expect(CodeFence(line: "```")?.isClosed(by: "``` swift") == false)
    }

    @Test func aMarkWithoutItsClosingOneIsText() {
        #expect(MarkdownSpan.spans(parsing: "2 * 3 and `open") == [.text("2 * 3 and `open")])
        #expect(MarkdownSpan.spans(parsing: "**not closed* here") == [.text("*"), .emphasis("not closed"), .text(" here")])
        #expect(MarkdownSpan.spans(parsing: "a **** b") == [.text("a **** b")])
    }

    @Test func marksDoNotNestAndABackslashEscapes() {
        #expect(MarkdownSpan.spans(parsing: "`a * b` then **`tree`**") == [.code("a * b"), .text(" then "), .strong("`tree`")])
        #expect(MarkdownSpan.spans(parsing: #"\*not emphasis\* and \`x\`"#) == [.text("*not emphasis* and `x`")])
    }

    @Test func aLinkHasATextAndADestination() {
        #expect(
            MarkdownSpan.spans(parsing: "See [the talk](https://example.com/talk) and [this] (not a link).") == [
                .text("See "), .link(text: "the talk", destination: "https://example.com/talk"),
                .text(" and [this] (not a link)."),
            ])
    }

    @Test func theTextAReaderReadsDropsTheMarks() {
        let document = MarkdownDocument(parsing: "Type **`tree`**, *then* `screen`.\n\n- a\n- [b](https://b.example)\n\n```\nx\n```")
        #expect(document.blocks.map(\.plainText) == ["Type `tree`, then screen.", "a\nb", "x"])
    }
}
