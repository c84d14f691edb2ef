import PlaygroundEngine

/// The screens under the visible one on its navigation stack, nearest first, each with what it
/// shows, under the phone: the page's `screen NAME` for the screens the phone covers. A flow
/// that hands its data to every screen on the stack (the city picker) changes them out of sight,
/// and a learner who only looks at the page must see that they changed.
enum CoveredScreensSection {
    static func html(of snapshot: AppSnapshot) -> String {
        let covered = coveredScreens(in: snapshot)
        guard !covered.isEmpty else { return "" }
        var html = "<div class=\"covered\" aria-label=\"Under it on the stack\">\n<h3>Under it on the stack</h3>\n<ol>\n"
        for screen in covered {
            html += "<li><code>\(SVGText.escaped(snapshot.describe(screen)))</code>"
            let lines = screen.controls.map(line)
            if !lines.isEmpty { html += "<ul>" + lines.map { "<li>\($0)</li>" }.joined() + "</ul>" }
            html += "</li>\n"
        }
        return html + "</ol>\n</div>\n"
    }

    /// The controllers below the visible one on the navigation stack that holds it, top first.
    static func coveredScreens(in snapshot: AppSnapshot) -> [AppSnapshot.ControllerNode] {
        guard let visible = snapshot.controllers.firstIndex(where: { $0.id == snapshot.visible }),
            let stack = snapshot.controllers.first(where: { $0.isNavigation && $0.children.contains(visible) }),
            let position = stack.children.firstIndex(of: visible)
        else { return [] }
        return stack.children[..<position].reversed().map { snapshot.controllers[$0] }
    }

    /// One control in a line, as `screen` shows it: a label's text, a button in brackets, a
    /// field's text, a switch's state, a list's rows with their details and checks.
    private static func line(_ control: AppSnapshot.Control) -> String {
        let id = "<span class=\"id\">\(SVGText.escaped(control.id))</span> "
        switch control.content {
        case .label(let text): return id + SVGText.escaped(text)
        case .button(let title, _): return id + "[" + SVGText.escaped(title) + "]"
        case .field(let placeholder, let text, _): return id + SVGText.escaped(text.isEmpty ? placeholder : text)
        case .toggle(let title, let isOn, _): return id + SVGText.escaped("\(title): \(isOn ? "on" : "off")")
        case .list(let rows):
            let shown = rows.map { row in
                row.title + (row.detail.map { " (\($0))" } ?? "") + (row.isChecked ? " ✓" : "")
            }
            return id + SVGText.escaped(shown.isEmpty ? "(empty)" : shown.joined(separator: ", "))
        }
    }

    static let style = """
        .covered { margin-top: 10px; font-size: 12px; line-height: 1.4; }
        .covered h3 { font-size: 12px; font-weight: 600; color: #3a3a3c; margin: 0 0 4px; }
        .covered ol { margin: 0; padding-left: 1.4em; }
        .covered ul { margin: 2px 0 6px; padding-left: 1em; list-style: none; color: #3a3a3c; }
        .covered code { font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 11px; overflow-wrap: anywhere; }
        .covered .id { font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 10px; color: #8e8e93; }
        """
}
