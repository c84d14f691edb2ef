/// Something that happened in a headless app and that a person watching it may want to see:
/// a navigation transition, a presentation, a warning UIKit would log, a message on its way.
public protocol RuntimeEvent {
    /// One line, deterministic (object names, never addresses).
    var summary: String { get }
}

/// What UIKit prints to the console instead of doing what was asked (presenting on a controller
/// that already presents, pushing a controller twice).
public struct Warning: RuntimeEvent, Equatable {
    public let message: String
    public init(message: String) { self.message = message }
    public var summary: String { "warning: \(message)" }
}

public struct NavigationEvent: RuntimeEvent, Equatable {
    public enum Operation: String, Sendable {
        case push, pop
        case popTo = "pop to"
        case popToRoot = "pop to root"
        case set
    }
    public let navigationController: String
    public let operation: Operation
    public let animated: Bool
    public let from: String?
    public let to: String?

    public var summary: String {
        let move = "\(from ?? "nothing") → \(to ?? "nothing")"
        return "\(navigationController) \(operation.rawValue)\(animated ? "" : " (not animated)"): \(move)"
    }
}

public struct PresentationEvent: RuntimeEvent, Equatable {
    public enum Kind: String, Sendable { case present, dismiss }
    public let kind: Kind
    public let presenter: String
    public let presented: String
    public var summary: String {
        kind == .present ? "\(presenter) presents \(presented)" : "\(presenter) dismisses \(presented)"
    }
}
