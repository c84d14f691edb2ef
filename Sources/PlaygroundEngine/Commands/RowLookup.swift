import HeadlessUIKit

/// Finds the row `select ROW` means on a screen: an index (in the screen's only list, or in a
/// named one: `sizes:2`) or a row's text, looked for in every list.
enum RowLookup {
    struct Target {
        let list: TableView
        let index: Int
        var title: String { list.rows[index].title }
    }

    static func find(_ typed: String, on screen: ViewController, in app: RunningApp) throws(CommandError) -> Target {
        let lists = app.lists(of: screen)
        guard !lists.isEmpty else { throw CommandError("\(screen.objectName) has no list to select from (`screen` shows what it has)") }
        guard let colon = typed.firstIndex(of: ":") else { return try find(typed, in: lists, on: screen) }
        let listName = String(typed[..<colon])
        // A list is a control: named by its id or the start of exactly one (`siz:2`).
        if case .found(let list as TableView) = NameResolver.control(listName, in: lists) {
            return try find(String(typed[typed.index(after: colon)...]), in: [list], on: screen)
        }
        // A row's own text may hold a colon; only when none matches is the list name wrong.
        if let whole = try? find(typed, in: lists, on: screen) { return whole }
        throw CommandError.unknown("list", listName, on: screen, among: lists.compactMap(\.identifier))
    }

    private static func find(_ typed: String, in lists: [TableView], on screen: ViewController) throws(CommandError) -> Target {
        if let index = Int(typed) {
            guard lists.count == 1 else {
                let names = lists.compactMap(\.identifier)
                throw CommandError(
                    "\(screen.objectName) has \(lists.count) lists (\(names.joined(separator: ", "))): say \(names[0]):\(index), or a row's text"
                )
            }
            let list = lists[0]
            guard list.rows.indices.contains(index) else {
                let range = list.rows.isEmpty ? "it is empty" : "rows 0 to \(list.rows.count - 1)"
                throw CommandError("no row \(index) in \(list.identifier ?? "the list"): \(range)")
            }
            return Target(list: list, index: index)
        }
        let matches = lists.flatMap { list in
            list.rows.indices.filter { list.rows[$0].title.equalsIgnoringCase(typed) }.map { Target(list: list, index: $0) }
        }
        guard let match = matches.first else {
            let rows = lists.flatMap { $0.rows.map(\.title) }
            guard !rows.isEmpty else {
                // Nothing to pick yet (a list still loading): say so, rather than "unknown".
                let names = lists.compactMap(\.identifier).joined(separator: ", ")
                throw CommandError("no row '\(typed)' on \(screen.objectName): its lists are empty (\(names))")
            }
            throw CommandError.unknown("row", typed, on: screen, among: rows)
        }
        guard matches.count == 1 else {
            let places = matches.map { "\($0.list.identifier ?? "list"):\($0.index)" }
            throw CommandError("'\(typed)' is in several rows: \(places.joined(separator: ", ")); say which")
        }
        return match
    }
}
