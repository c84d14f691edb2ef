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
