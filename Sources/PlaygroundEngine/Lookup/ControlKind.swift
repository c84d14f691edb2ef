import HeadlessUIKit

/// The kinds of things on a screen, as output names them and as `state` lists them.
enum ControlKind: String {
    case button, field, list, label, view
    case `switch`

    static func of(_ view: View) -> ControlKind {
        switch view {
        case is Button: .button
        case is Switch: .switch
        case is TextField: .field
        case is TableView: .list
        case is Label: .label
        default: .view
        }
    }

    var article: String {
        switch self {
        case .button: "a button"
        case .field: "a text field"
        case .list: "a list"
        case .label: "a label"
        case .switch: "a switch"
        case .view: "a view"
        }
    }

    /// The command that acts on a control of this kind.
    func howToUse(_ id: String) -> String {
        switch self {
        case .button, .switch: "use 'tap \(id)'"
        case .field: "use 'type \(id) TEXT'"
        case .list: "use 'select ROW'"
        case .label, .view: "nothing acts on it"
        }
    }
}
