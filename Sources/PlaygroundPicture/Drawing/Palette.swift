/// The picture's colours and fonts, in one place so the three panels agree. Fonts are the
/// system's own: the page loads nothing from elsewhere, so a learner offline sees it whole.
package enum Palette {
    static let text = "#1c1c1e"
    static let secondaryText = "#3a3a3c"
    static let muted = "#8e8e93"
    /// The commands beside the phone's controls: dark enough to read on a control's tint, 4.5:1
    /// or more as WCAG's AA asks of text this small.
    package static let hint = "#636366"
    /// What the command before made: new, or changed.
    static let new = "#1f8a3b"
    static let line = "#8e8e93"
    package static let box = "#ffffff"
    static let window = "#f2f2f7"
    /// The active coordinator, the visible screen, what a person can tap.
    static let accent = "#0a64d6"
    package static let highlight = "#e8f1fd"
    /// The coordinating chain, as `export` draws it.
    static let chain = "#d12c2c"
    static let queued = "#a35200"
    /// The last command's story: a responder that passed its message on, one that handled it
    /// (or heard an output), one that changed it.
    static let passed = "#8e6a00"
    static let handled = "#1f8a3b"
    static let changed = "#8a3ab9"
    static let disabled = "#c7c7cc"
    static let groupedBackground = "#f2f2f7"
    package static let bar = "#f7f7f9"
    static let separator = "#d1d1d6"
    static let bezel = "#1c1c1e"
    static let dimming = "#000000"
    /// The coordinators' keys: six hues apart from each other, each
    /// 5:1 or more against a box, the visible screen's tint and the window's grey (WCAG's AA
    /// asks 3:1 of a graphic), and under white letters (4.5:1 for text).
    static let keys = ["#4b3fb5", "#00756b", "#b0246e", "#7a5230", "#5e6b00", "#4a5a6a"]

    static let monospace = "ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace"
    static let system = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"
}
