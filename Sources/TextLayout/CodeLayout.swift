/// Swift source laid out for a screen, as `code` prints it and lesson code blocks show it.
///
/// A line that fits is shown as written. A longer one is cut between tokens (at a space outside
/// any string literal, before a trailing comment that fits on a row of its own), so that a
/// literal, a name or a path is never split while it fits on a row; the cut is marked `↩` and
/// the rest goes on under the line, two cells in, after `↪`: neither mark is Swift, so a cut
/// line cannot be read as two. Only a piece longer than a whole row is split, at a space inside
/// it, else after a `/` (a path between its folders), a `.` or a `,`, else where the row ends.
///
/// Comments are prose. A doc comment's (`///`) paragraphs are reflowed to the width, every row
/// keeping its `///`; a line indented further inside one (an example, a parameter list) keeps its
/// shape. A line comment too wide goes on on the next rows as comments of its own (`// `), unless
/// a word in it (a path) is wider than a row, which is cut as code is.
enum CodeLayout {
    typealias Glyph = LineWrapping.Glyph

    /// `lines` in rows no wider than `width` cells, each row after `prefix` (a lesson's rule).
    static func rows(of lines: [Substring], width: Int, prefix: [Glyph] = []) -> [[Glyph]] {
        let room = max(1, width - prefix.reduce(0) { $0 + $1.cells })
        var rows: [[Glyph]] = []
        var inMultilineLiteral = false
        var index = 0
        while index < lines.count {
            if !inMultilineLiteral, let paragraph = DocParagraph(lines, from: index) {
                rows += paragraph.rows(width: room).map { prefix + $0 }
                index = paragraph.end
                continue
            }
            let scalars = Array(lines[index].unicodeScalars)
            let scan = SwiftLineScan(scalars, startsInMultilineLiteral: inMultilineLiteral)
            inMultilineLiteral = scan.endsInMultilineLiteral
            let glyphs = scalars.map { Glyph(scalar: $0, emphasis: .none, cells: $0.terminalCells) }
            let lineRows = commentRows(glyphs, scan: scan, width: room) ?? cut(glyphs, scan: scan, width: room)
            rows += lineRows.map { prefix + $0 }
            index += 1
        }
        return rows
    }

    /// `text`'s lines laid out, as plain text.
    static func rows(of text: String, width: Int) -> [String] {
        rows(of: text.lines(), width: width).map { row in String(String.UnicodeScalarView(row.map(\.scalar))) }
    }

    // MARK: Cutting a line

    /// A line that is a `//` comment, too wide for `width`, in rows that each start `// ` where
    /// it starts; nil for other lines, and when a word would not fit on a row.
    private static func commentRows(_ glyphs: [Glyph], scan: SwiftLineScan, width: Int) -> [[Glyph]]? {
        let indent = glyphs.prefix { $0.scalar == " " }.count
        guard scan.commentStart == indent, glyphs.reduce(0, { $0 + $1.cells }) > width else { return nil }
        let slashes = glyphs[indent...].prefix { $0.scalar == "/" }.count
        guard slashes == 2 else { return nil }
        let lead = Array(glyphs[..<(indent + 2)]) + [space]
        var words = glyphs[(indent + 2)...].drop { $0.scalar == " " }
        var widest = 0
        var word = 0
        for glyph in words {
            word = glyph.scalar == " " ? 0 : word + glyph.cells
            widest = max(widest, word)
        }
        guard lead.count + widest <= width else { return nil }
        if words.isEmpty { words = glyphs[glyphs.endIndex...] }
        return LineWrapping.rows(of: lead + words, width: width, hang: LineWrapping.Hang(prefix: lead, firstBreak: lead.count))
    }

    private static let cutMark = Glyph(scalar: "↩", emphasis: .rule, cells: 1)
    private static let goesOnMark = Glyph(scalar: "↪", emphasis: .rule, cells: 1)
    private static let space = Glyph(scalar: " ", emphasis: .none, cells: 1)

    /// One line in rows: as it is when it fits, else cut as the type's comment says.
    private static func cut(_ glyphs: [Glyph], scan: SwiftLineScan, width: Int) -> [[Glyph]] {
        let total = glyphs.reduce(0) { $0 + $1.cells }
        guard total > width else { return [glyphs] }
        let indent = glyphs.prefix { $0.scalar == " " }.count
        let goesOn = LineWrapping.spaces(min(indent + 2, width / 2)) + [goesOnMark, space]
        let goesOnCells = goesOn.count
        // A trailing comment that fits on a row of its own goes there whole.
        let wholeComment = scan.commentStart.map { start in glyphs[start...].reduce(0) { $0 + $1.cells } <= width - goesOnCells } ?? false
        // The `//` of a comment stays with the comment's first word.
        let commentWordStart = scan.commentStart.map { start in glyphs[start...].dropFirst(2).prefix { $0.scalar == " " }.count + start + 2
        }
        func isBreak(_ index: Int) -> Bool {
            guard mayCut(index), !scan.inLiteral[index] else { return false }
            if wholeComment, let start = scan.commentStart, index > start { return false }
            return true
        }
        /// A space a piece too long for any row may be cut at.
        func mayCut(_ index: Int) -> Bool {
            guard glyphs[index].scalar == " ", index >= indent else { return false }
            if let start = scan.commentStart, index > start, index < commentWordStart ?? 0 { return false }
            return true
        }
        var rows: [[Glyph]] = []
        var start = 0
        var lead: [Glyph] = []
        while true {
            let available = width - lead.count
            var cells = 0
            var end = start
            while end < glyphs.count, cells + glyphs[end].cells <= available {
                cells += glyphs[end].cells
                end += 1
            }
            if end == glyphs.count {
                rows.append(lead + glyphs[start...])
                return rows
            }
            let (rowEnd, nextStart, spaced) = cutPoint(
                in: glyphs, from: start, fitting: available, continuationRoom: width - goesOnCells, isBreak: isBreak, mayCut: mayCut)
            var row = Array(glyphs[start..<rowEnd])
            while row.last?.scalar == " " { row.removeLast() }
            rows.append(lead + row + (spaced ? [space, cutMark] : [cutMark]))
            start = nextStart
            while start < glyphs.count, glyphs[start].scalar == " " { start += 1 }
            guard start < glyphs.count else { return rows }
            lead = goesOn
        }
    }

    /// Where a row from `start` ends when the rest does not fit in `available` cells with its
    /// mark: at the last break that leaves room for ` ↩`, unless what follows it is too long for
    /// a row after `↪` (`continuationRoom`) anyway; then inside that piece, at the last space in
    /// it, else after its last `/`, else its last `.` or `,`, else where the row is full.
    private static func cutPoint(
        in glyphs: [Glyph], from start: Int, fitting available: Int, continuationRoom: Int, isBreak: (Int) -> Bool,
        mayCut: (Int) -> Bool
    ) -> (end: Int, next: Int, spaced: Bool) {
        var cells = 0
        var lastBreak: Int?
        var lastSpace: Int?
        var lastSlash: Int?
        var lastSeparator: Int?
        var index = start
        while index < glyphs.count {
            let glyph = glyphs[index]
            if glyph.scalar == " ", index > start {
                if cells + 2 <= available {
                    if isBreak(index) { lastBreak = index }
                    if mayCut(index) { lastSpace = index }
                }
            } else if glyph.scalar == "/", cells + glyph.cells + 1 <= available {
                lastSlash = index + 1
            } else if ".,".unicodeScalars.contains(glyph.scalar), cells + glyph.cells + 1 <= available {
                lastSeparator = index + 1
            }
            cells += glyph.cells
            if cells + 1 > available { break }
            index += 1
        }
        var breakAt: Int?
        if let lastBreak, glyphs[start..<lastBreak].contains(where: { $0.scalar != " " }) { breakAt = lastBreak }
        if let breakAt, pieceCells(in: glyphs, after: breakAt, isBreak: isBreak) <= continuationRoom {
            return (breakAt, breakAt, true)
        }
        let after = breakAt ?? start
        if let lastSpace, lastSpace > after, glyphs[start..<lastSpace].contains(where: { $0.scalar != " " }) {
            return (lastSpace, lastSpace, true)
        }
        // A path is cut between its folders rather than in a file's name.
        if let lastSlash, lastSlash > after, lastSlash < glyphs.count { return (lastSlash, lastSlash, false) }
        if let lastSeparator, lastSeparator > after, lastSeparator < glyphs.count { return (lastSeparator, lastSeparator, false) }
        if let breakAt { return (breakAt, breakAt, true) }
        return (max(index, start + 1), max(index, start + 1), false)
    }

    /// The cells of the piece after the break at `index`, to the next break (and its ` ↩`) or the
    /// line's end.
    private static func pieceCells(in glyphs: [Glyph], after index: Int, isBreak: (Int) -> Bool) -> Int {
        var position = index
        while position < glyphs.count, glyphs[position].scalar == " " { position += 1 }
        var cells = 0
        while position < glyphs.count, !isBreak(position) {
            cells += glyphs[position].cells
            position += 1
        }
        return position < glyphs.count ? cells + 2 : cells
    }
}

/// A doc comment's paragraph: `///` lines of one indentation whose text runs on, from a line
/// that starts it (any text, or a list item) to a blank `///`, a line indented further, a list
/// item or the end of the comment.
private struct DocParagraph {
    let indent: Int
    /// The list marker and its space (`- `), empty for a plain paragraph.
    let marker: String
    let text: String
    /// The line after the paragraph.
    let end: Int

    init?(_ lines: [Substring], from start: Int) {
        guard let first = Self.body(of: lines[start]), !first.text.isEmpty, first.text.first != " " else { return nil }
        indent = first.indent
        marker = Self.listMarker(first.text) ?? ""
        var words = [first.text.dropFirst(marker.count)]
        var index = start + 1
        while index < lines.count, let next = Self.body(of: lines[index]), next.indent == indent, !next.text.isEmpty,
            next.text.first != " ", Self.listMarker(next.text) == nil
        {
            words.append(next.text)
            index += 1
        }
        text = words.joined(separator: " ")
        end = index
    }

    /// The indentation of a `///` line and its text after `/// `.
    private static func body(of line: Substring) -> (indent: Int, text: Substring)? {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        guard rest.hasPrefix("///"), rest.dropFirst(3).first != "/" else { return nil }
        let text = rest.dropFirst(3)
        return (indent, text.first == " " ? text.dropFirst() : text)
    }

    private static func listMarker(_ text: Substring) -> String? {
        if let first = text.first, "-*+".contains(first), text.dropFirst().first == " " { return String(first) + " " }
        return nil
    }

    /// The paragraph filled to `width`, each row starting `/// ` at its indentation, a list
    /// item's rows after the first under its text.
    func rows(width: Int) -> [[LineWrapping.Glyph]] {
        let lead = LineWrapping.glyphs(of: [TextSpan(String(repeating: " ", count: indent) + "/// " + marker)])
        let hang = LineWrapping.Hang(
            prefix: LineWrapping.glyphs(of: [TextSpan(String(repeating: " ", count: indent) + "/// ")]) + LineWrapping.spaces(marker.count),
            firstBreak: lead.count)
        return LineWrapping.rows(of: lead + LineWrapping.glyphs(of: [TextSpan(text)]), width: width, hang: hang)
    }
}
