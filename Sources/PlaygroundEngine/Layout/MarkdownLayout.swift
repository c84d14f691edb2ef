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
    private var paragraph: [Substring] = []
    /// The paragraph's indent and list marker (`- `, `1. `), shown on its first row.
    private var paragraphLead = ""
    /// The lines of the code block being read.
    private var code: [Substring] = []

    static func rows(of markdown: String, width: Int, plain: Bool) -> [[TextSpan]] {
        var layout = MarkdownLayout(width: width, plain: plain)
        var fence: (character: Character, length: Int)?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " })
            let run = trimmed.first.map { first in trimmed.prefix(while: { $0 == first }).count } ?? 0
            let isFence = run >= 3 && (trimmed.first == "`" || trimmed.first == "~")
            if let open = fence {
                if isFence, trimmed.first == open.character, run >= open.length,
                    trimmed.dropFirst(run).allSatisfy({ $0 == " " })
                {
                    fence = nil
                    layout.endCode()
                } else {
                    layout.code.append(line)
                }
            } else if isFence {
                layout.endParagraph()
                fence = (trimmed.first!, run)
            } else if trimmed.isEmpty {
                layout.endParagraph()
                layout.addBlankRow()
            } else if let heading = Self.heading(trimmed) {
                layout.endParagraph()
                layout.add(lead: "", text: heading, emphasis: .strong)
            } else if let marker = Self.listMarker(trimmed) {
                layout.endParagraph()
                layout.paragraphLead = String(repeating: " ", count: line.count - trimmed.count) + marker
                layout.paragraph = [trimmed.dropFirst(marker.count)]
            } else {
                if layout.paragraph.isEmpty { layout.paragraphLead = String(repeating: " ", count: line.count - trimmed.count) }
                layout.paragraph.append(trimmed)
            }
        }
        layout.endParagraph()
        layout.endCode()
        while layout.rows.last?.isBlank == true { layout.rows.removeLast() }
        return layout.rows
    }

    /// `# Title` to `###### Title`: the title.
    private static func heading(_ line: Substring) -> Substring? {
        let level = line.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(level), line.dropFirst(level).first == " " else { return nil }
        return line.dropFirst(level + 1)
    }

    /// `- `, `* `, `+ `, or a number and `. ` or `) `, with the space after it.
    private static func listMarker(_ line: Substring) -> String? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " { return String(first) + " " }
        let digits = line.prefix(while: \.isASCIIDigit)
        guard (1...3).contains(digits.count) else { return nil }
        let after = line.dropFirst(digits.count)
        guard let mark = after.first, mark == "." || mark == ")", after.dropFirst().first == " " else { return nil }
        return String(digits) + String(mark) + " "
    }

    private mutating func addBlankRow() {
        if let last = rows.last, !last.isBlank { rows.append([TextSpan("")]) }
    }

    private mutating func endParagraph() {
        guard !paragraph.isEmpty else { return }
        add(lead: paragraphLead, text: paragraph.joined(separator: " "), emphasis: .none)
        paragraph = []
    }

    /// A block of prose after `lead`, reflowed, its rows after the first under its text.
    private mutating func add(lead: String, text: some StringProtocol, emphasis: TextSpan.Emphasis) {
        let leadGlyphs = LineWrapping.glyphs(of: [TextSpan(lead)])
        let spans = InlineMarkdown.spans(of: String(text), plain: plain).map { span in
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
    private mutating func endCode() {
        guard !code.isEmpty else { return }
        let rule = LineWrapping.glyphs(of: [TextSpan("  "), TextSpan("│", .rule), TextSpan(" ")])
        rows += CodeLayout.rows(of: code, width: width, prefix: rule).map(LineWrapping.spans(of:))
        code = []
    }
}

extension [TextSpan] {
    fileprivate var isBlank: Bool { allSatisfy(\.text.isEmpty) }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
