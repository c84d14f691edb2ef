import Testing
import TextLayout

@testable import PlaygroundEngine

/// Output laid out for a screen: every row fits the width in display cells, tables and trees
/// keep their shape, lesson Markdown is reflowed and rendered.
@Suite("Text layout")
struct TextLayoutTests {
    private func laidOut(_ text: String, width: Int, kind: OutputLine.Kind = .normal, plain: Bool = true) -> [String] {
        TextLayout.lines(of: [OutputLine(text, kind: kind)], width: width, plain: plain).map(\.text)
    }

    @Test("Box drawing, ticks and arrows take one cell; East Asian wide characters and emoji two; marks none")
    func cells() {
        #expect("├─ A ◀ active ✓ ✗ ›".terminalCells == 19)
        #expect("東京".terminalCells == 4)
        #expect("🙂".terminalCells == 2)
        #expect("e\u{301}".terminalCells == 1)
    }

    @Test("A line that fits is left as it is, to the last cell")
    func fittingLineUnchanged() {
        let line = String(repeating: "x", count: 39) + "  " + String(repeating: "─", count: 39)
        #expect(laidOut(line, width: 80) == [line])
        #expect(laidOut("", width: 80) == [""])
    }

    @Test("Prose breaks at the last space that fits, and goes on two cells in")
    func proseWraps() {
        let rows = laidOut("error: unknown message 'foo'; messages the visible screen can send are cartToggle and cartStatus", width: 40)
        #expect(
            rows == [
                "error: unknown message 'foo'; messages",
                "  the visible screen can send are",
                "  cartToggle and cartStatus",
            ])
    }

    @Test("A word longer than a row is cut where the row ends")
    func longWordCut() {
        #expect(laidOut(String(repeating: "a", count: 25), width: 10) == ["aaaaaaaaaa", "  aaaaaaaa", "  aaaaaaa"])
    }

    @Test("A table keeps its columns and hangs its last cell under itself")
    func tableHangs() {
        let row = "  6  AppCoordinator#1         handled: the cart replaced the main stack and more"
        #expect(
            laidOut(row, width: 60) == [
                "  6  AppCoordinator#1         handled: the cart replaced the",
                "                              main stack and more",
            ])
    }

    @Test("A last cell that cannot hang under itself starts on a row of its own, not split after its first word")
    func lastCellOnItsOwnRow() {
        let row = "   └─ presents AlertController#1 \"Confirm item removal\"  → CartCoordinator#1  ◀ visible"
        #expect(
            laidOut(row, width: 80) == [
                "   └─ presents AlertController#1 \"Confirm item removal\"  → CartCoordinator#1",
                "                                                         ◀ visible",
            ])
        let reason = "3  CartCoordinator#1       coordinator            via parentCoordinator"
        #expect(
            laidOut(reason, width: 60) == ["3  CartCoordinator#1       coordinator", "                           via parentCoordinator"])
    }

    @Test("A word is not cut for a hang too deep when a shallower one keeps it whole")
    func shallowerHangKeepsWords() {
        let row = "  HomeViewController#1    ← CatalogCoordinator#1.viewControllers"
        #expect(laidOut(row, width: 50) == ["  HomeViewController#1", "    ← CatalogCoordinator#1.viewControllers"])
    }

    @Test("Inline code that fits on a row is never split across two")
    func inlineCodeStaysWhole() {
        let markdown = "Examples: `send cartAdd product=1 color=Navy`, `send cartStatus from Button#3`"
        #expect(
            laidOut(markdown, width: 60, kind: .markdown) == [
                "Examples: 'send cartAdd product=1 color=Navy',", "'send cartStatus from Button#3'",
            ])
        // Code wider than a row breaks at its spaces, as prose does.
        #expect(laidOut("See `a b c d e f g h i j`.", width: 12, kind: .markdown) == ["See 'a b c d", "e f g h i", "j'."])
    }

    @Test("A tree's guides carry on down its wrapped lines")
    func treeGuides() {
        let rows = laidOut(
            "├─ CatalogCoordinator#1 screens: HomeViewController#1 (stale), ProductViewController#1 (stale)", width: 50)
        #expect(
            rows == [
                "├─ CatalogCoordinator#1 screens:",
                "│    HomeViewController#1 (stale),",
                "│    ProductViewController#1 (stale)",
            ])
        #expect(rows.allSatisfy { $0.terminalCells <= 50 })
    }

    @Test("Every row of every width fits, for wide characters too")
    func everyRowFits() {
        let text = "東京 Tokyo ─ " + String(repeating: "東京は日本の首都です ", count: 8)
        for width in [20, 33, 60, 80] {
            #expect(laidOut(text, width: width).allSatisfy { $0.terminalCells <= width })
        }
    }

    @Test("Markdown paragraphs are reflowed to the width, not the file's line breaks")
    func markdownReflows() {
        let markdown = "The coordinator\ndecides what comes next.\n\nA second paragraph."
        #expect(
            laidOut(markdown, width: 20, kind: .markdown) == [
                "The coordinator", "decides what comes", "next.", "", "A second paragraph.",
            ])
        #expect(laidOut(markdown, width: 80, kind: .markdown) == ["The coordinator decides what comes next.", "", "A second paragraph."])
    }

    @Test("Plain Markdown drops emphasis marks and quotes inline code; with colour they are spans")
    func inlineMarks() {
        let markdown = "Type `screen`, then **undo**: *easy*."
        #expect(laidOut(markdown, width: 80, kind: .markdown) == ["Type 'screen', then undo: easy."])
        let styled = TextLayout.lines(of: [OutputLine(markdown, kind: .markdown)], width: 80, plain: false)
        #expect(
            styled.map(\.spans) == [
                [
                    TextSpan("Type "), TextSpan("screen", .code), TextSpan(", then "), TextSpan("undo", .strong),
                    TextSpan(": "), TextSpan("easy", .emphasis), TextSpan("."),
                ]
            ])
    }

    @Test("List items hang under their text; headings lose their marks")
    func listsAndHeadings() {
        let markdown = "## Step 1: Look\n- a list item long enough\n  to wrap\n1. second"
        #expect(
            laidOut(markdown, width: 16, kind: .markdown) == [
                "Step 1: Look", "- a list item", "  long enough to", "  wrap", "1. second",
            ])
    }

    @Test("Code blocks lose their fences and sit beside a rule, as written")
    func codeBlocks() {
        let markdown = "Before:\n\n```text\n> tree\n  AppCoordinator#1\n```\nAfter."
        #expect(laidOut(markdown, width: 80, kind: .markdown) == ["Before:", "", "  │ > tree", "  │   AppCoordinator#1", "After."])
        let styled = TextLayout.lines(of: [OutputLine(markdown, kind: .markdown)], width: 80, plain: false)
        #expect(styled[2].spans == [TextSpan("  "), TextSpan("│", .rule), TextSpan(" > tree")])
    }

    @Test("A link shows its text with its destination after it: a terminal cannot follow it")
    func links() {
        let markdown = "Read [the talk](https://example.com/talk) first, [not] (a link)."
        #expect(laidOut(markdown, width: 80, kind: .markdown) == ["Read the talk (https://example.com/talk) first, [not] (a link)."])
    }

    @Test("A loose list keeps its blank lines, a tight one has none")
    func looseAndTightLists() {
        #expect(laidOut("- one\n\n- two\n- three", width: 80, kind: .markdown) == ["- one", "", "- two", "- three"])
    }

    @Test("A line of several lines is split first, and each keeps its kind")
    func severalLines() {
        let rows = TextLayout.lines(of: [OutputLine("one\ntwo", kind: .trace)], width: 80, plain: true)
        #expect(rows == [LaidOutLine("one", kind: .trace), LaidOutLine("two", kind: .trace)])
    }
}
