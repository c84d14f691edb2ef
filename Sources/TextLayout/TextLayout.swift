/// Output laid out for a screen `width` cells wide: what a terminal shows, and, at
/// `pipedWidth` and plain, what a pipe receives and a transcript records, so a transcript is
/// exactly what a person sees at a terminal of that width.
///
/// Done per printed line, after the command: a line that fits (nearly all do) costs a look at
/// its byte count.
public enum TextLayout {
    /// The width of piped output and transcripts: a terminal's usual width.
    public static let pipedWidth = 80

    /// `lines` in rows no wider than `width`; a line holding several (a `state` document) is
    /// split first. `plain`: no emphasis can be shown (see `MarkdownLayout`).
    public static func lines(of lines: [OutputLine], width: Int, plain: Bool) -> [LaidOutLine] {
        var laidOut: [LaidOutLine] = []
        laidOut.reserveCapacity(lines.count)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.kind == .markdown {
                laidOut += MarkdownLayout.rows(of: line.text, width: width, plain: plain).map { LaidOutLine($0, kind: .normal) }
                index += 1
                continue
            }
            if line.kind == .data {
                laidOut += line.text.lines().map { LaidOutLine(String($0), kind: .data) }
                index += 1
                continue
            }
            if let block = block(in: lines, at: index) {
                laidOut += laidOutBlock(lines[block], width: width)
                index = block.upperBound
                continue
            }
            index += 1
            if line.text.utf8.count <= width, !line.text.containsUTF8(UInt8(ascii: "\n")) {
                laidOut.append(LaidOutLine(line.text, kind: line.kind))
                continue
            }
            for text in line.text.lines() {
                for row in LineWrapping.rows(of: String(text), width: width) {
                    laidOut.append(LaidOutLine(row, kind: line.kind))
                }
            }
        }
        return laidOut
    }

    /// What a pipe receives of `lines`: plain, `pipedWidth` wide. As `lines(of:width:plain:)`
    /// without its spans: a replay lays out every line a transcript holds.
    package static func pipedText(of lines: [OutputLine]) -> [String] {
        var text: [String] = []
        text.reserveCapacity(lines.count)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let block = block(in: lines, at: index) {
                text += laidOutBlock(lines[block], width: pipedWidth).map(\.text)
                index = block.upperBound
                continue
            }
            index += 1
            switch line.kind {
            case .markdown:
                text += MarkdownLayout.rows(of: line.text, width: pipedWidth, plain: true).map { LaidOutLine($0, kind: .normal).text }
            case _ where line.text.utf8.count <= pipedWidth && !line.text.containsUTF8(UInt8(ascii: "\n")):
                text.append(line.text)
            case .data:
                text += line.text.lines().map(String.init)
            default:
                for row in line.text.lines() { text += LineWrapping.rows(of: String(row), width: pipedWidth) }
            }
        }
        return text
    }

    /// The lines from `index` that are laid out together: a run of source (`.code`), or of a
    /// table's rows (lines with cells, of one kind). Nil for a line laid out on its own.
    private static func block(in lines: [OutputLine], at index: Int) -> Range<Int>? {
        let first = lines[index]
        let belongs: (OutputLine) -> Bool
        if first.kind == .code {
            belongs = { $0.kind == .code }
        } else if first.cells != nil {
            belongs = { $0.cells != nil && $0.kind == first.kind }
        } else {
            return nil
        }
        var end = index + 1
        while end < lines.count, belongs(lines[end]) { end += 1 }
        return index..<end
    }

    private static func laidOutBlock(_ block: ArraySlice<OutputLine>, width: Int) -> [LaidOutLine] {
        let kind = block[block.startIndex].kind
        if kind == .code {
            let source = block.flatMap { $0.text.lines() }
            return CodeLayout.rows(of: source, width: width).map { LaidOutLine(LineWrapping.spans(of: $0), kind: .code) }
        }
        // A table whose rows fit is as it was aligned; a line's cells are only read when not.
        if block.allSatisfy({ $0.text.utf8.count <= width || $0.text.terminalCells <= width }) {
            return block.map { LaidOutLine($0.text, kind: kind) }
        }
        return TableLayout.rows(of: block.map { $0.cells ?? [$0.text] }, width: width).map { LaidOutLine($0, kind: kind) }
    }
}
