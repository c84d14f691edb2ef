import Coordinator
import HeadlessUIKit

/// The last command that acted on the app, with what the runtime recorded while it ran (its
/// messages' `Delivery` records, as the trace prints them, and its transitions), for `why` to
/// explain after any number of commands that only look.
struct LastAction {
    /// As typed (`tap cart`).
    let command: String
    /// In the order they happened.
    let events: [any RuntimeEvent]

    /// Its messages, in the order they set out.
    var deliveries: [Delivery] { events.compactMap { $0 as? Delivery } }
}
