import MarkdownModel

/// Lesson Markdown (and `help COMMAND`'s prose) laid out for a terminal of a given width:
/// paragraphs reflowed (the files are hard-wrapped for an editor, not for the screen), list items
/// hanging under their text, headings and `**strong**` in bold, `*emphasis*` underlined, inline
/// code marked and kept on one row when it fits on one (a command to type is read whole), and
/// code blocks indented beside a dim rule, without their fences, laid out as `CodeLayout` lays
/// out Swift.
///
/// `plain` (a pipe, a transcript, NO_COLOR) has no emphasis to show inline code with, so it
/// keeps it apart in single quotes, as the coach's own lines quote commands.
struct MarkdownLayout {
    let width: Int
    let plain: Bool
    private(set) var rows: [[TextSpan]] = []

    static func rows(of markdown: String, width: Int, plain: Bool) -> [[TextSpan]] {
        rows(of: MarkdownDocument(parsing: markdown), width: width, plain: plain)
    }

    static func rows(of document: MarkdownDocument, width: Int, plain: Bool) -> [[TextSpan]] {
        var layout = MarkdownLayout(width: width, plain: plain)
        for block in document.blocks {
            if block.followsBlankLine { layout.addBlankRow() }
            switch block.kind {
            case .paragraph(let spans, let indent):
                layout.add(lead: String(repeating: " ", count: indent), spans: spans, emphasis: .none)
            case .heading(_, let spans):
                layout.add(lead: "", spans: spans, emphasis: .strong)
            case .list(let items):
                for item in items {
                    if item.followsBlankLine { layout.addBlankRow() }
                    layout.add(lead: String(repeating: " ", count: item.indent) + item.marker, spans: item.spans, emphasis: .none)
                }
            case .code(_, let lines):
                layout.addCode(lines)
            }
        }
        while layout.rows.last?.isBlank == true { layout.rows.removeLast() }
        return layout.rows
    }

    private mutating func addBlankRow() {
        if let last = rows.last, !last.isBlank { rows.append([TextSpan("")]) }
    }

    /// A block of prose after `lead`, reflowed, its rows after the first under its text.
    private mutating func add(lead: String, spans markdown: [MarkdownSpan], emphasis: TextSpan.Emphasis) {
        let leadGlyphs = LineWrapping.glyphs(of: [TextSpan(lead)])
        let spans = InlineMarkdown.spans(of: markdown, plain: plain).map { span in
            span.emphasis == .none ? TextSpan(span.text, emphasis) : span
        }
        let hangCells = min(leadGlyphs.count, width / 2)
        let hang = LineWrapping.Hang(prefix: LineWrapping.spaces(hangCells), firstBreak: leadGlyphs.count)
        var glyphs = leadGlyphs + LineWrapping.glyphs(of: spans)
        Self.keepCodeTogether(in: &glyphs, rowCells: width - hangCells)
        rows += LineWrapping.rows(of: glyphs, width: width, hang: hang).map(LineWrapping.spans(of:))
    }

    /// Marks the spaces inside each run of inline code no wider than `rowCells` as joining, so
    /// that a command (`send cartStatus from Button#3`) is never split across two rows when one
    /// would hold it.
    private static func keepCodeTogether(in glyphs: inout [LineWrapping.Glyph], rowCells: Int) {
        var index = 0
        while index < glyphs.count {
            guard glyphs[index].emphasis == .code else {
                index += 1
                continue
            }
            var end = index
            var cells = 0
            while end < glyphs.count, glyphs[end].emphasis == .code {
                cells += glyphs[end].cells
                end += 1
            }
            if cells <= rowCells {
                for inside in index..<end where glyphs[inside].scalar == " " { glyphs[inside].joins = true }
            }
            index = end
        }
    }

    /// The code block read so far, indented beside the rule; a line too long for the screen is
    /// cut as `CodeLayout` cuts Swift, and goes on beside the rule too.
    private mutating func addCode(_ code: [String]) {
        guard !code.isEmpty else { return }
        let rule = LineWrapping.glyphs(of: [TextSpan("  "), TextSpan("│", .rule), TextSpan(" ")])
        rows += CodeLayout.rows(of: code.map { $0[...] }, width: width, prefix: rule).map(LineWrapping.spans(of:))
    }
}

extension [TextSpan] {
    fileprivate var isBlank: Bool { allSatisfy(\.text.isEmpty) }
}
