/// `objects`: every object of the app still alive, grouped by kind (in the order the kinds first
/// appeared), so a person sees what a finished flow left behind: a coordinator still alive after
/// its screens went away is the leak coordinator users keep reporting.
///
///     31 live objects
///     application        1  Application#1
///     coordinator        3  AppCoordinator#1, CatalogCoordinator#1, CartCoordinator#1
enum ObjectsRenderer {
    static func lines(for groups: [AppSnapshot.LiveObjectGroup], width: Int = 100) -> [String] {
        let total = groups.reduce(0) { $0 + $1.names.count }
        let kindWidth = groups.map(\.kind.count).max() ?? 0
        var lines = ["\(total) live object\(total == 1 ? "" : "s")"]
        for group in groups {
            let head = group.kind.padding(to: kindWidth) + "  " + Columns.number(group.names.count, of: total) + "  "
            lines += wrap(group.names.map(\.description), after: head, width: width)
        }
        return lines
    }

    /// Names after `head`, comma-separated, continued under the first name when a line is full.
    private static func wrap(_ names: [String], after head: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: head.count)
        var lines: [String] = []
        var line = head
        var lineHasNames = false
        for (index, name) in names.enumerated() {
            let piece = name + (index == names.count - 1 ? "" : ",")
            if lineHasNames, line.count + 1 + piece.count > width {
                lines.append(line)
                line = indent
                lineHasNames = false
            }
            line += (lineHasNames ? " " : "") + piece
            lineHasNames = true
        }
        lines.append(line)
        return lines
    }
}

private extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
