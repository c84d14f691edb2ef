/// How an app's coordinators hear from its screens, which decides what some commands can show:
/// a message's way up the chain exists only in the first style, a screen's closure outputs are
/// the whole story in the second.
public enum CoordinatorStyle: String, Sendable, Equatable {
    /// radianttap's Coordinator: coordinators are responders, and screens send messages up the
    /// `coordinatingResponder` chain to them (`send`, `chain`, `why`, `who`, queues, services).
    case responderChain
    /// The ApplicationCoordinator README's: coordinators are plain objects holding a router, and
    /// each screen reports through closures its coordinator set on it (`outputs`).
    case routerAndClosures
}
