/// Reads Markdown's blocks a line at a time: fenced code, blank lines, `#` headings, list items
/// (`- `, `* `, `+ `, `1. `, `1) `) and paragraphs, whose following lines (a list item's too)
/// join them until a blank line or another block.
struct MarkdownBlockReader {
    private(set) var blocks: [MarkdownBlock] = []
    private var paragraph: [Substring] = []
    private var paragraphIndent = 0
    /// Set while `paragraph` is a list item's text.
    private var item: (marker: String, indent: Int)?
    /// A blank line since the last block.
    private var blankLine = false
    private var paragraphFollowsBlankLine = false
    private var fence: (fence: CodeFence, lines: [String], followsBlankLine: Bool)?

    mutating func read(_ line: Substring) {
        let trimmed = line.drop(while: { $0 == " " })
        let indent = line.count - trimmed.count
        if var open = fence {
            if open.fence.isClosed(by: trimmed) {
                append(.code(language: open.fence.info, lines: open.lines), followsBlankLine: open.followsBlankLine)
                fence = nil
            } else {
                open.lines.append(String(line))
                fence = open
            }
        } else if let opening = CodeFence(line: trimmed) {
            endParagraph()
            fence = (opening, [], takeBlankLine())
        } else if trimmed.isEmpty {
            endParagraph()
            blankLine = true
        } else if let heading = Self.heading(trimmed) {
            endParagraph()
            append(.heading(level: heading.level, spans: InlineMarkdownParser.spans(of: heading.text)), followsBlankLine: takeBlankLine())
        } else if let marker = Self.listMarker(trimmed) {
            endParagraph()
            item = (marker, indent)
            paragraphFollowsBlankLine = takeBlankLine()
            paragraph = [trimmed.dropFirst(marker.count)]
        } else {
            if paragraph.isEmpty {
                paragraphIndent = indent
                paragraphFollowsBlankLine = takeBlankLine()
            }
            paragraph.append(trimmed)
        }
    }

    /// The blocks read; a code block never closed runs to the end.
    mutating func finish() -> [MarkdownBlock] {
        endParagraph()
        if let open = fence {
            append(.code(language: open.fence.info, lines: open.lines), followsBlankLine: open.followsBlankLine)
            fence = nil
        }
        return blocks
    }

    private mutating func takeBlankLine() -> Bool {
        defer { blankLine = false }
        return blankLine
    }

    private mutating func append(_ kind: MarkdownBlock.Kind, followsBlankLine: Bool) {
        blocks.append(MarkdownBlock(kind, followsBlankLine: followsBlankLine))
    }

    private mutating func endParagraph() {
        guard !paragraph.isEmpty else { return }
        let spans = InlineMarkdownParser.spans(of: paragraph.joined(separator: " "))
        paragraph = []
        guard let item else {
            append(.paragraph(spans: spans, indent: paragraphIndent), followsBlankLine: paragraphFollowsBlankLine)
            return
        }
        self.item = nil
        let listItem = MarkdownListItem(marker: item.marker, spans: spans, indent: item.indent, followsBlankLine: paragraphFollowsBlankLine)
        // An item goes on the list just before it, unless it changes bullets for numbers.
        if case .list(var items) = blocks.last?.kind, items.last?.isNumbered == listItem.isNumbered {
            items.append(listItem)
            blocks[blocks.count - 1].kind = .list(items)
        } else {
            var first = listItem
            first.followsBlankLine = false
            append(.list([first]), followsBlankLine: paragraphFollowsBlankLine)
        }
    }

    /// `# Title` to `###### Title`: its level and title.
    private static func heading(_ line: Substring) -> (level: Int, text: Substring)? {
        let level = line.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(level), line.dropFirst(level).first == " " else { return nil }
        return (level, line.dropFirst(level + 1))
    }

    /// `- `, `* `, `+ `, or a number and `. ` or `) `, with the space after it.
    private static func listMarker(_ line: Substring) -> String? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " { return String(first) + " " }
        let digits = line.prefix(while: { $0.isASCII && $0.isNumber })
        guard (1...3).contains(digits.count) else { return nil }
        let after = line.dropFirst(digits.count)
        guard let mark = after.first, mark == "." || mark == ")", after.dropFirst().first == " " else { return nil }
        return String(digits) + String(mark) + " "
    }
}
