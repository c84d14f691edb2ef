/// What the library itself throws back to a sender, beside the errors handlers throw.
public enum MessageFailure: Error, Equatable, CustomStringConvertible {
    /// Nobody on the chain handled a message whose sender awaits a reply. (A message that only
    /// tells just reaches the top, as in radianttap's library, and nothing happens.)
    case unhandled(String)
    /// A handler answered with a value of another type than the message's `Reply`.
    case wrongReply(message: String, expected: String, got: String)
    /// The coordinator that queued the message went before running it again.
    case dropped(String)

    public var description: String {
        switch self {
        case .unhandled(let name): "nobody on the chain handles \(name)"
        case .wrongReply(let name, let expected, let got): "\(name) was answered with \(got), not \(expected)"
        case .dropped(let name): "\(name) was dropped from a queue that went away"
        }
    }
}
