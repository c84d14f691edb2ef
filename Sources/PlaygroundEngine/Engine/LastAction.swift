import Coordinator

/// The last command that acted on the app, with the messages it sent on their way up the chain
/// (the runtime's own records of them, as the trace reads them), for `why` to explain after any
/// number of commands that only look.
struct LastAction {
    /// As typed (`tap cart`).
    let command: String
    /// In the order they set out.
    let deliveries: [Delivery]
}
