/// `screen`: the visible screen drawn as text, top to bottom as its views are laid out, with
/// the command that acts on each control in a right-hand column, so a person can read the
/// screen and know what to type.
///
///     ProductViewController#1 "Wool Coat"
///       ‹ Back to "Home"       back
///       Cart (0)
///       [Cart]                 tap cart
///       sizes                  select sizes:N or a row's text
///         0 xs
///         2 m ✓
///       [Add to Cart]          tap addToCart
enum ScreenRenderer {
    static func lines(of screen: ScreenContent) -> [String] {
        var rows: [[String]] = []
        if let back = screen.back {
            rows.append(["‹ Back to " + (back.title.map { "\"\($0)\"" } ?? back.id.description), "back"])
        }
        let listCount = screen.items.filter { if case .list = $0 { true } else { false } }.count
        for item in screen.items {
            rows += describe(item, listCount: listCount)
        }
        if !screen.tabs.isEmpty {
            rows.append(["tab bar"])
            for tab in screen.tabs {
                rows.append(["  [\(tab.title)]" + (tab.isSelected ? " (selected)" : ""), "tap \(tab.id)"])
            }
        } else if let hider = screen.tabBarHiddenBy {
            rows.append(["tab bar hidden (\(hider) hides the bottom bar when pushed)"])
        }
        if !screen.segues.isEmpty {
            rows.append(["segues (storyboard)"])
            for segue in screen.segues {
                rows.append(["  \(segue.identifier) (\(segue.kind) → \(segue.destination))", "segue \(segue.identifier)"])
            }
        }
        if rows.isEmpty { rows.append(["(nothing on screen)"]) }
        return [AppSnapshot.describe(screen.id, title: screen.title)]
            + Columns.align(rows.map { ["  " + $0[0]] + $0.dropFirst() }, separator: "   ")
    }

    /// An item's lines: `[text, how to act]`, or just `[text]`.
    private static func describe(_ item: ScreenContent.Item, listCount: Int) -> [[String]] {
        switch item {
        case .button(let id, let title, let isEnabled):
            return isEnabled ? [["[\(title)]", "tap \(id ?? "?")"]] : [["[\(title)] (disabled)"]]
        case .field(let id, let placeholder, let text, let isEnabled):
            let shown = text.isEmpty ? "\(placeholder): ____" : "\(placeholder): \(text)"
            return isEnabled ? [[shown, "type \(id ?? "?") TEXT"]] : [[shown + " (disabled)"]]
        case .toggle(let id, let title, let isOn, let isEnabled):
            let shown = "[\(isOn ? "on" : "off")] \(title)"
            return isEnabled ? [[shown, "tap \(id ?? "?")"]] : [[shown + " (disabled)"]]
        case .list(let id, let rows):
            let id = id ?? "list"
            let how = listCount > 1 ? "select \(id):N or a row's text" : "select N or a row's text"
            var lines = [[id + (rows.isEmpty ? " (empty)" : ""), how]]
            for (index, row) in rows.enumerated() {
                var text = "  \(index) \(row.title)"
                if let detail = row.detail, !detail.isEmpty { text += "  \(detail)" }
                if row.isChecked { text += " ✓" }
                if row.hasDisclosure { text += " ›" }
                lines.append([text])
            }
            return lines
        case .label(let text):
            return [[text]]
        }
    }
}
