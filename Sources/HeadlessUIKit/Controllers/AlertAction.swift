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
