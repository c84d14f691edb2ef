/// An alert: a title, a message and actions, presented modally. Each action is a real button in
/// the alert's view; tapping it starts the alert's dismissal, and the action's handler runs when
/// that dismissal ends ("invokes its action block after dismissal", as UIKit was seen to do), so
/// a handler may present at once.
open class AlertController: ViewController {
    public let message: String?
    public private(set) var actions: [AlertAction] = []
    /// The action the user chose: once one is, the alert ignores further taps (it is on its way
    /// out; that UIKit ignores them is the model's reading, not a documented rule).
    public private(set) var chosenAction: AlertAction?

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
        Button(title: action.title, identifier: action.identifier) { [weak self] _ in self?.choose(action) }
    }

    /// Dismisses the alert and keeps the handler for the end of the dismissal. When UIKit refuses
    /// the dismissal (another transition of the presenter is in flight), the tap did nothing.
    private func choose(_ action: AlertAction) {
        guard chosenAction == nil else { return }
        let event = CallbackEvent(.alertHandler(title: action.title))
        let runHandler: () -> Void = { action.handler?(action) }
        guard let presenter = presentingViewController else {
            chosenAction = action
            let runtime = Runtime.current
            runtime.runLoop.perform {
                runtime.recordDetail(event)
                runHandler()
            }
            return
        }
        presenter.dismiss(animated: true)
        guard let dismissal = presentationTransition, case .dismissal = dismissal.kind, dismissal.isInFlight else { return }
        chosenAction = action
        dismissal.runAfterCompletion(event, runHandler)
    }
}

/// "Yes, remove" → "yesRemove": how titles become ids a person can type.
public func lowerCamelCase(_ text: String) -> String {
    let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard let first = words.first else { return "" }
    return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
}
