/// One row of a `TableView`.
open class TableCell: View {
    public internal(set) var row: TableView.Row
    public let index: Int
    init(row: TableView.Row, index: Int) {
        self.row = row
        self.index = index
        super.init()
    }

    init(row: TableView.Row, index: Int, reservedSlot slot: Int, number: Int, in runtime: Runtime) {
        self.row = row
        self.index = index
        super.init(reservedSlot: slot, number: number, in: runtime)
    }
}
