/// An alert: a title, a message and actions, presented modally. Each action is a real button in
/// the alert's view; tapping it dismisses the alert, then runs the action's handler.
open class AlertController: ViewController {
    public let message: String?
    public private(set) var actions: [AlertAction] = []

    public init(title: String?, message: String?) {
        self.message = message
        super.init()
        self.title = title
    }

    public func addAction(_ action: AlertAction) {
        actions.append(action)
        if isViewLoaded { view.addSubview(button(for: action)) }
    }

    open override func loadView() {
        let root = View()
        if let title { root.addSubview(Label(text: title, identifier: "title")) }
        if let message { root.addSubview(Label(text: message, identifier: "message")) }
        for action in actions { root.addSubview(button(for: action)) }
        view = root
    }

    open override var objectKind: String { "alert" }

    private func button(for action: AlertAction) -> Button {
        Button(title: action.title, identifier: action.identifier) { [weak self] _ in
            guard let self else { return }
            self.presentingViewController?.dismiss(animated: true)
            action.handler?(action)
        }
    }
}

/// One choice in an alert. Its identifier is its title in lower camel case ("Yes, remove" →
/// `yesRemove`), the id a person types to tap it.
public final class AlertAction {
    public enum Style: String, Sendable { case `default`, cancel, destructive }
    public let title: String
    public let style: Style
    public let handler: ((AlertAction) -> Void)?

    public init(title: String, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    public var identifier: String { lowerCamelCase(title) }
}

/// "Yes, remove" → "yesRemove": how titles become ids a person can type.
public func lowerCamelCase(_ text: String) -> String {
    let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard let first = words.first else { return "" }
    return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
}
