import Coordinator
import HeadlessUIKit

/// One message's journey as the engine draws it (`send`, the trace, `why`), in plain values: the
/// runtime records radianttap's `Delivery`, and this is all of it the engine reads, so only the
/// place that sends a message names the library.
package protocol MessageDelivery: AnyObject, RuntimeEvent {
    /// The message as the trace shows it: `cartAdd(product: Wool Coat, color: Navy, size: m)`.
    var message: String { get }
    /// Its name as the code calls it (`cartAdd`), which declarations list.
    var messageName: String { get }
    var sender: ObjectName { get }
    /// The responder that handled it, or threw; nil while nobody has.
    var handledBy: ObjectName? { get }
    /// Every responder it reached, in order, and what each did.
    var steps: [MessageHop] { get }
}

extension Delivery: MessageDelivery {
    package var steps: [MessageHop] {
        hops.map { hop in
            let action: MessageHop.Action =
                switch hop.action {
                case .passed: .passed
                case .handled(let note): .handled(note)
                case .forwarded(let note): .forwarded(note)
                case .changed(let note): .changed(note)
                case .threw(let error): .threw(error)
                }
            return MessageHop(responder: hop.responder, action: action)
        }
    }
}
