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
        didSet {
            rows = runtime.sharedRows(rows)
            rebuildCells()
        }
    }
    /// The cells named but not made yet: made when something reads the subviews (or the list of
    /// live objects), with the names and places they were given (`Runtime.reserve`). Nil once
    /// made, and while there are none.
    private(set) var reservedCells: (firstNumber: Int, firstSlot: Int, count: Int)?
    /// Told the index of the selected row; the cell is passed so messages can start from it.
    public var onSelect: ((Int, TableCell) -> Void)?

    public init(identifier: String, rows: [Row] = []) {
        super.init()
        self.identifier = identifier
        self.rows = runtime.sharedRows(rows)
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

    deinit {
        if let reserved = reservedCells { runtime.releaseReserved(reserved.count, from: reserved.firstSlot) }
    }

    private func rebuildCells() {
        if let reserved = reservedCells {
            // The cells read their rows when made: only a change of their number matters.
            if rows.count <= reserved.count {
                runtime.releaseReserved(reserved.count - rows.count, from: reserved.firstSlot + rows.count)
                reservedCells = rows.isEmpty ? nil : (reserved.firstNumber, reserved.firstSlot, rows.count)
                return
            }
            makeReservedObjects()
        } else if !rows.isEmpty, !subviews.contains(where: { $0 is TableCell }) {
            let (firstNumber, firstSlot) = runtime.reserve(rows.count, of: TableCell.self, for: self)
            reservedCells = (firstNumber, firstSlot, rows.count)
            return
        }
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

    override func makeReservedObjects() {
        guard let reserved = reservedCells else { return }
        reservedCells = nil
        for index in 0..<reserved.count {
            addSubview(
                TableCell(
                    row: rows[index], index: index, reservedSlot: reserved.firstSlot + index, number: reserved.firstNumber + index,
                    in: runtime))
        }
    }

    override func reservedPlaceMoved(from old: Int, to new: Int) {
        if reservedCells?.firstSlot == old { reservedCells?.firstSlot = new }
    }
}
