import HeadlessUIKit
import PlaygroundHost

/// The last command that acted on the app, with what the runtime recorded while it ran (its
/// messages' `Delivery` records, as the trace prints them, its closure outputs, its transitions
/// and the coordinators' decisions), for `why` to explain after any number of commands that only
/// look.
struct LastAction {
    /// As typed (`tap cart`).
    let command: String
    /// In the order they happened.
    let events: [any RuntimeEvent]
    /// Whether the trace printed the decisions as the command ran (`trace all`): the picture's
    /// story shows them only then, as the trace does.
    let tracedDecisions: Bool

    /// The events as the trace of the command's level told them: the decisions only under
    /// `trace all`.
    var tracedEvents: [any RuntimeEvent] { tracedDecisions ? events : events.filter { !($0 is any Decision) } }

    /// Its messages, in the order they set out.
    var deliveries: [any MessageDelivery] { events.compactMap { $0 as? any MessageDelivery } }
}
