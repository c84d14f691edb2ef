import Coordinator
import HeadlessUIKit

/// One responder a message reached, and what it did.
package struct MessageHop: Equatable, Sendable {
    package enum Action: Equatable, Sendable {
        case passed
        case handled(String)
        case forwarded(String)
        case changed(String)
        /// The handler threw this error back to the sender.
        case threw(String)
    }

    package let responder: ObjectName
    package let action: Action
}
