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

    struct Control: Hashable {
        let id: String
        let title: String
        let isEnabled: Bool
    }

    init(screen: ObjectName, labels: [String], controls: [Control]) {
        self.screen = screen
        self.labels = labels
        self.controls = controls
    }

    /// The screen's items as `screen` lists them (`ScreenContent.Item`), without its lists,
    /// whose rows no comparison reads: it is read after every command that may change the app.
    init?(of app: RunningApp) {
        guard let visible = app.visibleScreen else { return nil }
        self.init(of: visible, in: app)
    }

    /// The face of `visible`, the screen the caller has just read from `app`.
    init(of visible: ViewController, in app: RunningApp) {
        screen = visible.objectID
        var labels: [String] = []
        var controls: [Control] = []
        app.forEachOwnView(of: visible) { view in
            guard !(view is TableView) else { return }
            switch ScreenContent.Item(view, on: visible) {
            case .label(let text)?: labels.append(text)
            case .button(let id?, let title, let isEnabled)?, .toggle(let id?, let title, _, let isEnabled)?:
                controls.append(Control(id: id, title: title, isEnabled: isEnabled))
            case .field(let id?, let placeholder, _, let isEnabled)?:
                controls.append(Control(id: id, title: placeholder, isEnabled: isEnabled))
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
