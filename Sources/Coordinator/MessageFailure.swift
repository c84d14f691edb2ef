/// What the port throws back to a sender, beside the errors handlers throw. The playground's:
/// radianttap's library throws nothing of its own (Coordinator.swift and
/// UIKit-CoordinatingExtensions.swift at 8.0); a message nobody handles just ends (Library.md:38).
public enum MessageFailure: Error, Equatable, CustomStringConvertible {
    /// Nobody on the chain handled a message whose sender awaits a reply (Library.md's example
    /// returns nothing, so it never has a reply to miss). (A message that only tells just
    /// reaches the top and nothing happens, as Library.md:38 at 8.0 says.)
    case unhandled(String)
    /// A handler answered with a value of another type than the message's `Reply`.
    case wrongReply(message: String, expected: String, got: String)
    /// The coordinator that queued the message went before running it again (a sender of
    /// `Coordinator.enqueue`, the playground's awaiting queue).
    case dropped(String)

    public var description: String {
        switch self {
        case .unhandled(let name): "nobody on the chain handles \(name)"
        case .wrongReply(let name, let expected, let got): "\(name) was answered with \(got), not \(expected)"
        case .dropped(let name): "\(name) was dropped from a queue that went away"
        }
    }
}
