/// Something that happened in a headless app and that a person watching it may want to see:
/// a navigation transition, a presentation, a warning UIKit would log, a message on its way.
public protocol RuntimeEvent {
    /// One line, deterministic (object names, never addresses).
    var summary: String { get }
    /// Whether UIKit prints it to the console (a `Warning`): shown even when nobody traces. A
    /// property, not a cast: most commands' events are all passed over for it.
    var isConsoleWarning: Bool { get }
}

extension RuntimeEvent {
    public var isConsoleWarning: Bool { false }
}

/// What UIKit prints to the console instead of doing what was asked (presenting on a controller
/// that already presents, pushing a controller twice).
public struct Warning: RuntimeEvent, Equatable {
    public let message: String
    public init(message: String) { self.message = message }
    public var summary: String { "warning: \(message)" }
    public var isConsoleWarning: Bool { true }
}

/// Names are kept as `ObjectName`s and made text only for `summary`: most events are drained
/// unread (trace off), and naming every controller of every transition was a cost of its own.
public struct NavigationEvent: RuntimeEvent, Equatable {
    public enum Operation: String, Sendable {
        case push, pop
        case popTo = "pop to"
        case popToRoot = "pop to root"
        case set
    }
    public let navigationController: ObjectName
    public let operation: Operation
    public let animated: Bool
    public let from: ObjectName?
    public let to: ObjectName?

    public var summary: String {
        let move = "\(from?.description ?? "nothing") → \(to?.description ?? "nothing")"
        return "\(navigationController) \(operation.rawValue)\(animated ? "" : " (not animated)"): \(move)"
    }
}

public struct PresentationEvent: RuntimeEvent, Equatable {
    public enum Kind: String, Sendable { case present, dismiss }
    public let kind: Kind
    /// Nil when a dismissal finds no presenter.
    public let presenter: ObjectName?
    public let presented: ObjectName
    public var summary: String {
        let presenter = self.presenter?.description ?? "?"
        return kind == .present ? "\(presenter) presents \(presented)" : "\(presenter) dismisses \(presented)"
    }
}
