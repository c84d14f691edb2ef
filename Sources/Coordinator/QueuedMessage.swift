/// A message a coordinator could not handle yet (a service it needs is not ready) and keeps to
/// try again. radianttap's queue keeps the closure alone (`CoordinatingQueuedMessage`,
/// Coordinator.swift:17 at 8.0); the name is the playground's, for people looking at the queue.
package struct QueuedMessage {
    package let name: String
    package let run: () -> Void
    /// The reply its sender awaits, when it was queued with `Coordinator.enqueue`: kept here as
    /// well as in `run`, so that the memory graph shows what the queue keeps alive (the sender,
    /// whose task waits).
    let reply: ReplyPromise?

    package init(name: String, run: @escaping () -> Void) {
        self.init(name: name, reply: nil, run: run)
    }

    init(name: String, reply: ReplyPromise?, run: @escaping () -> Void) {
        self.name = name
        self.reply = reply
        self.run = run
    }
}
