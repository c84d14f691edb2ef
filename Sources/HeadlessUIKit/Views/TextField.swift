/// An editable line of text. Typing replaces the text and tells `onChange`, the way
/// `.editingChanged` does.
open class TextField: Control {
    public var text: String
    public var placeholder: String
    /// A password field: shown as dots, never echoed back.
    public var isSecureTextEntry: Bool
    public var onChange: ((TextField) -> Void)?

    public init(placeholder: String, identifier: String, text: String = "", isSecureTextEntry: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.isSecureTextEntry = isSecureTextEntry
        super.init()
        self.identifier = identifier
    }

    /// What a keyboard does: replace the text. Returns false when the field is disabled.
    @discardableResult
    public func type(_ newText: String) -> Bool {
        guard isEnabled, !isHidden else { return false }
        text = newText
        onChange?(self)
        return true
    }

    /// The text as the screen shows it.
    public var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
}
