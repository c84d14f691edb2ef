/// `objects`: every object of the app still alive, grouped by kind (in the order the kinds first
/// appeared), so a person sees what a finished flow left behind: a coordinator still alive after
/// its screens went away is the leak coordinator users keep reporting.
///
///     31 live objects
///     application        1  Application#1
///     coordinator        3  AppCoordinator#1, CatalogCoordinator#1, CartCoordinator#1
enum ObjectsRenderer {
    /// One line per kind, however many names: the screen's layout (`TextLayout`) wraps them
    /// under the first name, at whatever width the screen has.
    static func lines(for groups: [AppSnapshot.LiveObjectGroup]) -> [String] {
        let total = groups.reduce(0) { $0 + $1.names.count }
        let kindWidth = groups.map(\.kind.count).max() ?? 0
        var lines = ["\(total) live object\(total == 1 ? "" : "s")"]
        for group in groups {
            let head = group.kind.padding(to: kindWidth) + "  " + Columns.number(group.names.count, of: total) + "  "
            lines.append(head + group.names.map(\.description).joined(separator: ", "))
        }
        return lines
    }
}

private extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
