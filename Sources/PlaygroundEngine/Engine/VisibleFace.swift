import HeadlessUIKit

/// What the visible screen tells the person without changing screens: its labels and which of
/// its controls can be used. A wrong password leaves the login screen where it is and only shows
/// an error label; comparing the face before and after a command lets the session say so in one
/// line, as `now showing …` says a new screen came.
struct VisibleFace: Equatable {
    let screen: ObjectName
    /// The labels' texts, top to bottom (empty ones and the title left out, as `screen` does).
    let labels: [String]
    /// Each control with an id, by id, and whether it is enabled.
    let controls: [Control]

    struct Control: Equatable {
        let id: String
        let title: String
        let isEnabled: Bool
    }

    /// Read from the screen's own views as `screen` lists them (`ScreenContent`), without the
    /// rows of its lists, the tab bar and the rest no comparison reads: it is read after every
    /// command that may change the app.
    init?(of app: LiveApp) {
        guard let visible = app.visibleScreen else { return nil }
        screen = visible.objectID
        var labels: [String] = []
        var controls: [Control] = []
        for view in app.ownViews(of: visible) {
            switch view {
            case let button as Button:
                if let id = button.identifier { controls.append(Control(id: id, title: button.title, isEnabled: button.isEnabled)) }
            case let toggle as Switch:
                if let id = toggle.identifier { controls.append(Control(id: id, title: toggle.title, isEnabled: toggle.isEnabled)) }
            case let field as TextField:
                if let id = field.identifier {
                    controls.append(Control(id: id, title: field.placeholder, isEnabled: field.isEnabled))
                }
            case let label as Label:
                if ScreenContent.shows(label, on: visible) { labels.append(label.text) }
            default: break
            }
        }
        self.labels = labels
        self.controls = controls
    }

    /// `LoginViewController#1 shows: "Wrong password"; [Log in] enabled`: the labels that are new
    /// since `before` and the controls whose state flipped, in the screen's order. Nil when the
    /// screen is another one (then `now showing` speaks) or nothing a person sees changed.
    func change(since before: VisibleFace?) -> String? {
        guard let before, before.screen == screen else { return nil }
        var earlier = before.labels
        var shown: [String] = []
        for label in labels {
            if let index = earlier.firstIndex(of: label) {
                earlier.remove(at: index)
            } else {
                shown.append("\"\(label)\"")
            }
        }
        let enabledBefore = Dictionary(before.controls.map { ($0.id, $0.isEnabled) }, uniquingKeysWith: { first, _ in first })
        let flipped = controls.compactMap { control -> String? in
            guard let was = enabledBefore[control.id], was != control.isEnabled else { return nil }
            return "[\(control.title)] " + (control.isEnabled ? "enabled" : "disabled")
        }
        let parts = (shown.isEmpty ? [] : [shown.joined(separator: ", ")]) + flipped
        guard !parts.isEmpty else { return nil }
        return "\(screen)" + (shown.isEmpty ? ": " : " shows: ") + parts.joined(separator: "; ")
    }
}
