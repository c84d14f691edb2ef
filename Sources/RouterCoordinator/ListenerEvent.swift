import HeadlessUIKit

/// A coordinator called its listener: `AccountCoordinator#1.listener(.done) →
/// SettingsCoordinator#1's closure`. The router style's counterpart of a screen's closure output firing
/// (`OutputEvent`): the child reports an action, and the closure its parent set runs.
public struct ListenerEvent: RuntimeEvent, Equatable {
    public let coordinator: ObjectName
    /// The action as Swift writes its case: `.done`, `.item(…)` (a payload is not spelled out).
    public let action: String
    /// The coordinator that added this one (`addDependency`), which by the README's convention
    /// is the one that set the listener; nil when none did.
    public let parent: ObjectName?

    public init(coordinator: ObjectName, action: String, parent: ObjectName?) {
        self.coordinator = coordinator
        self.action = action
        self.parent = parent
    }

    public var summary: String {
        "\(coordinator).listener(\(action)) → \(parent.map { "\($0)'s closure" } ?? "the closure it was given")"
    }

    /// `.done`, `.item(…)`: the case of an action, read from how Swift describes it.
    static func caseText(of action: Any) -> String {
        let text = String(describing: action)
        let name = text.prefix { $0 != "(" }
        return "." + name + (name.count < text.count ? "(…)" : "")
    }
}
