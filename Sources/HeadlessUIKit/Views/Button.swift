/// A button: a tap runs its action. The action gets the button itself, so that whatever it sends
/// starts its journey up the responder chain from the button, deep in the screen's view tree.
open class Button: Control {
    public var title: String
    public var action: ((Button) -> Void)?

    public init(title: String, identifier: String, action: ((Button) -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init()
        self.identifier = identifier
    }

    /// What a finger on the screen does. Returns false when the button is disabled or hidden.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, !isHidden else { return false }
        action?(self)
        return true
    }
}
