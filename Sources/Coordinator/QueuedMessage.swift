/// A message a coordinator could not handle yet (a service it needs is not ready) and keeps to
/// try again. The name is for people looking at the queue; `run` retries it.
public struct QueuedMessage {
    public let name: String
    public let run: () -> Void
    public init(name: String, run: @escaping () -> Void) {
        self.name = name
        self.run = run
    }
}
