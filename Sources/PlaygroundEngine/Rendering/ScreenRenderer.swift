import HeadlessUIKit

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
    static func lines(of screen: ViewController, in app: LiveApp) -> [String] {
        var rows: [[String]] = []
        if let navigation = screen.navigationController, navigation.topViewController === screen,
            navigation.viewControllers.count > 1
        {
            let previous = navigation.viewControllers[navigation.viewControllers.count - 2]
            rows.append(["‹ Back to " + (previous.title.map { "\"\($0)\"" } ?? previous.objectName), "back"])
        }
        let views = app.ownViews(of: screen).filter { !($0 is TableCell) }
        let listCount = views.filter { $0 is TableView }.count
        // A label repeating the title (an alert's, a picker's heading) is already in the head line.
        for view in views where !((view as? Label)?.text == screen.title) {
            rows += describe(view, listCount: listCount)
        }
        if rows.isEmpty { rows.append(["(nothing on screen)"]) }
        return [ScreenNames.describe(screen)] + Columns.align(rows.map { ["  " + $0[0]] + $0.dropFirst() }, separator: "   ")
    }

    /// A view's lines: `[text, how to act]`, or just `[text]`.
    private static func describe(_ view: View, listCount: Int) -> [[String]] {
        switch view {
        case let button as Button:
            let id = button.identifier ?? "?"
            return button.isEnabled ? [["[\(button.title)]", "tap \(id)"]] : [["[\(button.title)] (disabled)"]]
        case let field as TextField:
            let id = field.identifier ?? "?"
            let shown = field.text.isEmpty ? "\(field.placeholder): ____" : "\(field.placeholder): \(field.displayedText)"
            return field.isEnabled ? [[shown, "type \(id) TEXT"]] : [[shown + " (disabled)"]]
        case let list as TableView:
            let id = list.identifier ?? "list"
            let how = listCount > 1 ? "select \(id):N or a row's text" : "select N or a row's text"
            var lines = [[id + (list.rows.isEmpty ? " (empty)" : ""), how]]
            for (index, row) in list.rows.enumerated() {
                var text = "  \(index) \(row.title)"
                if let detail = row.detail, !detail.isEmpty { text += "  \(detail)" }
                if row.isChecked { text += " ✓" }
                if row.hasDisclosure { text += " ›" }
                lines.append([text])
            }
            return lines
        case let label as Label:
            return label.text.isEmpty ? [] : [[label.text]]
        default:
            return []
        }
    }
}
