/// A message a coordinator could not handle yet (a service it needs is not ready) and keeps to
/// try again. The name is for people looking at the queue; `run` retries it.
public struct QueuedMessage {
    public let name: String
    public let run: () -> Void
    /// The reply its sender awaits, when it was queued with `Coordinator.enqueue`: kept here as
    /// well as in `run`, so that the memory graph shows what the queue keeps alive (the sender,
    /// whose task waits).
    let reply: ReplyPromise?

    public init(name: String, run: @escaping () -> Void) {
        self.init(name: name, reply: nil, run: run)
    }

    init(name: String, reply: ReplyPromise?, run: @escaping () -> Void) {
        self.name = name
        self.reply = reply
        self.run = run
    }
}
