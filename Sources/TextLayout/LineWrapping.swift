/// Breaks a line wider than the screen into rows that fit, as a person would set it by hand:
/// at spaces, never inside a word that fits on a row of its own; each row after the first
/// starts under where the line's text (or its last column) starts.
///
/// Works on glyphs (a character with its emphasis and cells), which only lines too wide to fit
/// ever become: a line that fits is returned as it is, checked by its byte count first (a
/// line's cells never exceed its UTF-8 bytes).
enum LineWrapping {
    struct Glyph: Equatable {
        var scalar: Unicode.Scalar
        var emphasis: TextSpan.Emphasis
        var cells: Int
        /// A space that holds its neighbours together (inside inline code that fits on a row):
        /// not a place to break.
        var joins = false

        var isBreak: Bool { scalar == " " && !joins }
    }

    /// Where rows after the first start, and what they show before it.
    struct Hang {
        /// Shown at the start of each row after the first: the tree's guides and spaces.
        var prefix: [Glyph]
        /// The first row breaks only after this glyph, so that columns before it stay whole.
        var firstBreak: Int
        /// Where the last column starts, when rows after the first hang further left than it:
        /// the first row breaks there rather than inside the last cell, so that the cell (a
        /// phrase: `via parentCoordinator`) starts whole on a row of its own.
        var lastCellStart: Int?

        init(prefix: [Glyph], firstBreak: Int, lastCellStart: Int? = nil) {
            self.prefix = prefix
            self.firstBreak = firstBreak
            self.lastCellStart = lastCellStart
        }
    }

    /// The characters that draw a tree's guides at the start of a line (`tree`, `objects`).
    private static let guides: Set<Unicode.Scalar> = [" ", "│", "├", "└", "─"]

    /// `text` in rows no wider than `width` cells, for output that is not Markdown: tables
    /// keep their columns and hang their last cell; a tree keeps its guides on every row.
    static func rows(of text: String, width: Int) -> [String] {
        if text.utf8.count <= width || text.terminalCells <= width { return [text] }
        let glyphs = Self.glyphs(of: [TextSpan(text)])
        return rows(of: glyphs, width: width, hang: hang(of: glyphs, width: width)).map { row in
            // Encoded by hand: appending scalars to a String's scalar view cost more than the
            // whole layout of the row.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(row.count * 2)
            for glyph in row { UTF8.encode(glyph.scalar) { bytes.append($0) } }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A glyph per scalar, not per Character: finding grapheme breaks (and building rows back
    /// from Characters) cost more than the rest of the layout. A combining mark is a glyph of no
    /// cells after its letter; only a word cut for being longer than a row could part them.
    static func glyphs(of spans: [TextSpan]) -> [Glyph] {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(spans.reduce(0) { $0 + $1.text.utf8.count })
        for span in spans {
            for scalar in span.text.unicodeScalars {
                glyphs.append(Glyph(scalar: scalar, emphasis: span.emphasis, cells: scalar.terminalCells))
            }
        }
        return glyphs
    }

    static func spaces(_ count: Int) -> [Glyph] {
        Array(repeating: Glyph(scalar: " ", emphasis: .none, cells: 1), count: max(0, count))
    }

    /// The fewest cells a hanging row should have left to fill, so that a hang too deep gives
    /// way to a shallower one.
    private static func room(in width: Int) -> Int { max(10, width / 4) }

    /// How a line that is not Markdown hangs: under its last column when it has columns (cells
    /// apart by two spaces or more) and that column leaves room for the words after it, else under
    /// the deepest column that does, else two cells in from where its text starts. A word is never
    /// cut for a hang that is too deep when a shallower one keeps it whole. When rows hang further
    /// left than the last column, the last cell starts on a row of its own. Guides of a tree carry
    /// on down (`├─` becomes `│ `, `└─` blank).
    static func hang(of glyphs: [Glyph], width: Int) -> Hang {
        var lead = 0
        while lead < glyphs.count, guides.contains(glyphs[lead].scalar) { lead += 1 }
        if lead == glyphs.count { lead = 0 }
        var guide = glyphs[..<lead].map { glyph -> Glyph in
            var carried = glyph
            switch glyph.scalar {
            case "├": carried.scalar = "│"
            case "└", "─": carried.scalar = " "
            default: break
            }
            return carried
        }
        let leadCells = guide.reduce(0) { $0 + $1.cells }
        // The widest word from each glyph on: a column too deep for it would cut it.
        var widestWord = Array(repeating: 0, count: glyphs.count + 1)
        var word = 0
        for index in glyphs.indices.reversed() {
            word = glyphs[index].scalar == " " ? 0 : word + glyphs[index].cells
            widestWord[index] = max(widestWord[index + 1], word)
        }
        var column = leadCells
        // The deepest column after which no word is cut, and the deepest one leaving room for
        // words up to half a row (a longer word is cut wherever it goes).
        var wholeWords: (index: Int, column: Int)?
        var halfRowWords: (index: Int, column: Int)?
        var columns: [(index: Int, column: Int)] = []
        var spaceRun = 0
        for index in lead..<glyphs.count {
            if glyphs[index].scalar == " " {
                spaceRun += 1
            } else {
                if spaceRun >= 2 {
                    columns.append((index, column))
                    if column + max(room(in: width), widestWord[index]) <= width { wholeWords = (index, column) }
                    if column + max(room(in: width), min(widestWord[index], width / 2)) <= width { halfRowWords = (index, column) }
                }
                spaceRun = 0
            }
            column += glyphs[index].cells
        }
        let lastCellStart = columns.last?.index
        var deepest = wholeWords ?? (leadCells + 2 + widestWord[lead] <= width ? nil : halfRowWords)
        // The last cell goes on a row of its own: under the deepest column that holds it whole,
        // or two cells in when that does and no column does.
        if let lastColumn = columns.last, deepest?.index != lastColumn.index {
            let lastCellCells = column - lastColumn.column
            if (deepest?.column ?? leadCells + 2) + lastCellCells > width {
                if let holding = columns.last(where: { $0.column + lastCellCells <= width }) {
                    deepest = holding
                } else if leadCells + 2 + lastCellCells <= width {
                    deepest = nil
                }
            }
        }
        if let deepest {
            let ownRow = deepest.index == lastCellStart ? nil : lastCellStart
            return Hang(prefix: guide + spaces(deepest.column - leadCells), firstBreak: deepest.index, lastCellStart: ownRow)
        }
        if leadCells + 2 > width - room(in: width) { guide = [] }
        return Hang(prefix: guide + spaces(2), firstBreak: lead, lastCellStart: lastCellStart)
    }

    /// `glyphs` in rows no wider than `width`: broken at the last space that fits (after
    /// `hang.firstBreak` on the first row), or inside a word too long for any row.
    static func rows(of glyphs: [Glyph], width: Int, hang: Hang) -> [[Glyph]] {
        let prefixCells = hang.prefix.reduce(0) { $0 + $1.cells }
        var rows: [[Glyph]] = []
        var start = 0
        var available = width
        var earliestBreak = hang.firstBreak
        var prefix: [Glyph] = []
        while true {
            var cells = 0
            var end = start
            while end < glyphs.count, cells + glyphs[end].cells <= available {
                cells += glyphs[end].cells
                end += 1
            }
            guard end < glyphs.count else {
                rows.append(prefix + glyphs[start..<end])
                return rows
            }
            var rowEnd = max(end, start + 1)
            var candidate = end
            if start == 0, let cellStart = hang.lastCellStart, cellStart <= end, glyphs[..<cellStart].contains(where: { $0.scalar != " " })
            {
                candidate = 0
                rowEnd = cellStart
            }
            while candidate > max(start, earliestBreak) {
                if glyphs[candidate].isBreak {
                    rowEnd = candidate
                    break
                }
                candidate -= 1
            }
            var row = Array(glyphs[start..<rowEnd])
            while row.last?.scalar == " " { row.removeLast() }
            rows.append(prefix + row)
            start = rowEnd
            while start < glyphs.count, glyphs[start].scalar == " " { start += 1 }
            guard start < glyphs.count else { return rows }
            prefix = hang.prefix
            available = max(1, width - prefixCells)
            earliestBreak = start
        }
    }

    /// A row of glyphs as spans, one per run of the same emphasis.
    static func spans(of row: [Glyph]) -> [TextSpan] {
        var spans: [TextSpan] = []
        for glyph in row {
            if spans.last?.emphasis == glyph.emphasis {
                spans[spans.count - 1].text.unicodeScalars.append(glyph.scalar)
            } else {
                spans.append(TextSpan(String(glyph.scalar), glyph.emphasis))
            }
        }
        return spans.isEmpty ? [TextSpan("")] : spans
    }
}
