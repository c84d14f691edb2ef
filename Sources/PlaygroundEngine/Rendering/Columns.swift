import TextLayout

/// Lines of cells aligned in columns, for listings a person scans (the chain, services, hops).
/// The last cell of a row is never padded, so lines carry no trailing spaces.
enum Columns {
    static func align(_ rows: [[String]], separator: String = "  ") -> [String] {
        let cellWidths = rows.map { $0.map(width(of:)) }
        var widths: [Int] = []
        for row in cellWidths {
            for (column, cellWidth) in row.enumerated().dropLast() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], cellWidth)
            }
        }
        // Each line built as bytes and made a String once: appending to a String cell by cell
        // cost a fifth more.
        var bytes: [UInt8] = []
        return zip(rows, cellWidths).map { row, rowWidths in
            bytes.removeAll(keepingCapacity: true)
            for (column, cell) in row.enumerated() {
                bytes.append(contentsOf: cell.utf8)
                guard column < row.count - 1 else { break }
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: widths[column] - rowWidths[column]))
                bytes.append(contentsOf: separator.utf8)
            }
            while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The rows aligned as `align` aligns them, each line keeping its cells, so that a screen
    /// narrower than the table can set its columns closer (`TableLayout`).
    static func table(_ rows: [[String]], kind: OutputLine.Kind = .normal) -> [OutputLine] {
        zip(align(rows), rows).map { OutputLine($0, cells: $1, kind: kind) }
    }

    /// How many columns `text` takes: its Characters, counted as bytes when it is plain ASCII
    /// (counting Characters finds grapheme breaks, most of what aligning a 10,000-line chain cost).
    private static func width(of text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ? text.utf8.count : text.count
    }

    /// `number` right-aligned for a numbered list of `count` items: " 3" in a list of 12.
    static func number(_ number: Int, of count: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, String(count).count - text.count)) + text
    }
}
