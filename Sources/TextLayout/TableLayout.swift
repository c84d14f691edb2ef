/// A table's rows laid out for a screen `width` cells wide. As the table was aligned when every
/// row fits. Else with the gaps between its columns closed to one space, the leftmost first (a
/// row number's gap, then the next), only as far as it takes for every row to fit: the last
/// column, a phrase (`via parentCoordinator`), then fits whole beside the others.
/// When even single spaces leave a row too wide, the table keeps its alignment and each row too
/// wide is wrapped as any line is (`LineWrapping`): its last cell hangs under itself, or starts
/// on a row of its own.
enum TableLayout {
    static func rows(of table: [[String]], width: Int) -> [String] {
        let cells = table.map { $0.map(\.terminalCells) }
        let columnCount = table.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: max(0, columnCount - 1))
        for row in cells {
            for (column, cellWidth) in row.enumerated().dropLast() { widths[column] = max(widths[column], cellWidth) }
        }
        var gaps = Array(repeating: 2, count: widths.count)
        func fits() -> Bool {
            cells.allSatisfy { row in
                guard let last = row.last else { return true }
                return (0..<(row.count - 1)).reduce(last) { $0 + widths[$1] + gaps[$1] } <= width
            }
        }
        var closed = 0
        while !fits() {
            guard closed < gaps.count else {
                gaps = Array(repeating: 2, count: widths.count)
                return text(of: table, cells: cells, widths: widths, gaps: gaps).flatMap { LineWrapping.rows(of: $0, width: width) }
            }
            gaps[closed] = 1
            closed += 1
        }
        return text(of: table, cells: cells, widths: widths, gaps: gaps)
    }

    /// Each row's cells padded to their column and its gap; the last cell is not padded.
    private static func text(of table: [[String]], cells: [[Int]], widths: [Int], gaps: [Int]) -> [String] {
        zip(table, cells).map { row, rowCells in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += cell
                guard column < row.count - 1 else { break }
                line += String(repeating: " ", count: widths[column] - rowCells[column] + gaps[column])
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
