/// Lines of cells aligned in columns, for listings a person scans (the chain, services, hops).
/// The last cell of a row is never padded, so lines carry no trailing spaces.
enum Columns {
    static func align(_ rows: [[String]], separator: String = "  ") -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated().dropLast() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], cell.count)
            }
        }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                let isLast = column == row.count - 1
                line += isLast ? cell : cell + String(repeating: " ", count: widths[column] - cell.count) + separator
            }
            return trimmingTrailingSpaces(line)
        }
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
