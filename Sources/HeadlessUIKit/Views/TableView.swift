/// A list of rows, as a table view shows them. Each row is a real `TableCell` view inside the
/// table, so a message sent from a row climbs cell → table → screen like it does in UIKit.
open class TableView: View {
    public struct Row: Equatable, Sendable {
        public var title: String
        public var detail: String?
        /// Whether the row shows a checkmark (multi-select lists).
        public var isChecked: Bool
        /// Whether selecting the row leads somewhere (a disclosure indicator).
        public var hasDisclosure: Bool
        public init(title: String, detail: String? = nil, isChecked: Bool = false, hasDisclosure: Bool = false) {
            self.title = title
            self.detail = detail
            self.isChecked = isChecked
            self.hasDisclosure = hasDisclosure
        }
    }

    public var rows: [Row] = [] {
        didSet { rebuildCells() }
    }
    /// Told the index of the selected row; the cell is passed so messages can start from it.
    public var onSelect: ((Int, TableCell) -> Void)?

    public init(identifier: String, rows: [Row] = []) {
        super.init()
        self.identifier = identifier
        self.rows = rows
        rebuildCells()
    }

    public var cells: [TableCell] { subviews.compactMap { $0 as? TableCell } }

    /// What a finger does on row `index`. Returns false when there is no such row.
    @discardableResult
    public func select(row index: Int) -> Bool {
        let cells = self.cells
        guard cells.indices.contains(index) else { return false }
        onSelect?(index, cells[index])
        return true
    }

    private func rebuildCells() {
        let existing = cells
        for (index, row) in rows.enumerated() {
            if index < existing.count {
                existing[index].row = row
            } else {
                addSubview(TableCell(row: row, index: index))
            }
        }
        for cell in existing.dropFirst(rows.count) { cell.removeFromSuperview() }
    }
}

/// One row of a `TableView`.
open class TableCell: View {
    public internal(set) var row: TableView.Row
    public let index: Int
    init(row: TableView.Row, index: Int) {
        self.row = row
        self.index = index
        super.init()
    }
}
