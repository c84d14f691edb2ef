import Testing

@testable import HeadlessUIKit

/// A table's cells are made when something reads them (`Runtime.reserve`), with the names and
/// the places among the live objects they would have had if made with the table.
@Suite struct DeferredCellsTests {
    private let rows: [TableView.Row] = [.init(title: "XS"), .init(title: "S"), .init(title: "M")]

    @Test func cellsAreNotMadeUntilRead() {
        Runtime().run {
            let table = TableView(identifier: "sizes", rows: rows)
            #expect(table.reservedCells?.count == 3)
            #expect(table.cells.map(\.objectName) == ["TableCell#1", "TableCell#2", "TableCell#3"])
            #expect(table.reservedCells == nil)
        }
    }

    @Test func namesAndOrderAreThoseOfCellsMadeWithTheTable() {
        let runtime = Runtime()
        runtime.run {
            let first = TableView(identifier: "sizes", rows: rows)
            let label = Label(text: "between")
            let second = TableView(identifier: "colours", rows: [.init(title: "Black")])
            let made = TableCell(row: .init(title: "made"), index: 0)
            #expect(
                runtime.liveObjects.map(\.objectName) == [
                    "TableView#1", "TableCell#1", "TableCell#2", "TableCell#3", "Label#1", "TableView#2", "TableCell#4", "TableCell#5",
                ])
            #expect(second.cells.map(\.row.title) == ["Black"])
            withExtendedLifetime((first, label, made)) {}
        }
    }

    @Test func cellsReadTheRowsOfTheirTimeAndFewerRowsFreeTheRest() {
        let runtime = Runtime()
        runtime.run {
            let table = TableView(identifier: "sizes", rows: rows)
            table.rows = [.init(title: "L"), .init(title: "XL")]
            let label = Label(text: "after")
            #expect(runtime.liveObjects.map(\.objectName) == ["TableView#1", "TableCell#1", "TableCell#2", "Label#1"])
            #expect(table.cells.map(\.row.title) == ["L", "XL"])
            // More rows than cells once they are made: new cells, numbered on.
            table.rows = rows + [.init(title: "XL")]
            #expect(table.cells.map(\.objectName) == ["TableCell#1", "TableCell#2", "TableCell#4", "TableCell#5"])
            withExtendedLifetime(label) {}
        }
    }

    @Test func placesHeldForCellsMoveWhenTheListIsCompacted() {
        let runtime = Runtime()
        runtime.run {
            // Enough objects made and freed before the table for the list to close its holes
            // after the table held its places.
            var freed: [Label] = (0..<300).map { _ in Label() }
            let table = TableView(identifier: "sizes", rows: rows)
            freed.removeAll()
            let kept = (0..<300).map { _ in Label() }
            let names = runtime.liveObjects.map(\.objectName)
            #expect(names.prefix(4) == ["TableView#1", "TableCell#1", "TableCell#2", "TableCell#3"])
            #expect(names.count == 4 + kept.count)
            #expect(table.cells.count == 3)
        }
    }

    @Test func aFreedTableLetsGoOfItsPlaces() {
        let runtime = Runtime()
        runtime.run {
            var table: TableView? = TableView(identifier: "sizes", rows: rows)
            #expect(table?.reservedCells != nil)
            table = nil
            let label = Label()
            #expect(runtime.liveObjects.map(\.objectName) == ["Label#1"])
            withExtendedLifetime(label) {}
        }
    }

    @Test func tablesGivenEqualRowsShareThem() {
        Runtime().run {
            let first = TableView(identifier: "a", rows: rows)
            let second = TableView(identifier: "b", rows: rows.map { $0 })
            second.rows = rows.map { TableView.Row(title: $0.title) }
            first.rows.withUnsafeBufferPointer { one in
                second.rows.withUnsafeBufferPointer { other in #expect(one.baseAddress == other.baseAddress) }
            }
        }
    }
}
