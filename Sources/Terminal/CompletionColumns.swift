/// Lays completion candidates out in columns filled top to bottom, the way bash and ls do, so a
/// long list stays short and the eye reads down a column.
struct CompletionColumns {
    /// Spaces between two columns.
    static let gutter = 2

    let rows: [String]

    init(_ candidates: [String], terminalWidth: Int) {
        let columnWidth = (candidates.map(\.count).max() ?? 0) + Self.gutter
        let columnCount = max(1, (max(terminalWidth, 1) + Self.gutter) / columnWidth)
        let rowCount = (candidates.count + columnCount - 1) / columnCount
        rows = (0..<rowCount).map { row in
            let cells = stride(from: row, to: candidates.count, by: rowCount).map { candidates[$0] }
            let padded = cells.dropLast().map { $0 + String(repeating: " ", count: columnWidth - $0.count) }
            return (padded + cells.suffix(1)).joined()
        }
    }
}
