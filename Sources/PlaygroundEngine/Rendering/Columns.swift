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
        return zip(rows, cellWidths).map { row, rowWidths in
            var line = ""
            line.reserveCapacity(row.reduce(0) { $0 + $1.utf8.count } + widths.reduce(0, +) + separator.utf8.count * row.count)
            for (column, cell) in row.enumerated() {
                line += cell
                guard column < row.count - 1 else { break }
                line += padding(widths[column] - rowWidths[column])
                line += separator
            }
            return trimmingTrailingSpaces(line)
        }
    }

    private static let spaces = String(repeating: " ", count: 128)

    /// `count` spaces; a slice of `spaces` for the usual widths, so no string is made per cell.
    private static func padding(_ count: Int) -> Substring {
        count <= spaces.utf8.count ? Substring(spaces.utf8.prefix(count)) : Substring(String(repeating: " ", count: count))
    }

    /// How many columns `text` takes: its Characters, counted as bytes when it is plain ASCII
    /// (counting Characters finds grapheme breaks, most of what aligning a 10,000-line chain cost).
    private static func width(of text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ? text.utf8.count : text.count
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// `number` right-aligned for a numbered list of `count` items: " 3" in a list of 12.
    static func number(_ number: Int, of count: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, String(count).count - text.count)) + text
    }
}
