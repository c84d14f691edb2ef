import Coordinator
import HeadlessUIKit

/// One responder a message reached, and what it did.
public struct MessageHop: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case passed
        case handled(String)
        case forwarded(String)
        case changed(String)
        /// The handler threw this error back to the sender.
        case threw(String)
    }

    public let responder: ObjectName
    public let action: Action
}
