import HeadlessUIKit

/// A message that travels up the coordinating chain, the way the seed library's `@objc` methods
/// on `UIResponder` do. Swift here has no Objective-C runtime to dispatch such methods, so a
/// message is a value, and a responder that cares about it says so in `receive`.
///
/// Name messages by what they concern (`cartAdd`, `accountLogin`, `globalDisplay`): the prefix
/// groups them, as the seeds advise. Replies travel back in closures the message carries.
public protocol Message {
    /// The name the app's code calls it by: `cartAdd`.
    static var name: String { get }
    /// Its arguments as a person reads them, in order.
    var arguments: [(label: String, value: String)] { get }
}

public extension Message {
    var name: String { Self.name }
    var arguments: [(label: String, value: String)] { [] }

    /// `cartAdd(product: Jacket, color: Navy)`
    var signature: String {
        arguments.isEmpty ? name : "\(name)(\(arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ")))"
    }
}

/// What a responder did with a message that reached it.
public enum Handling {
    /// Not its business: on to the next responder. What every responder does by default.
    case pass
    /// Handled here; the message goes no further. The note says what was done.
    case handled(String)
    /// Did something, then passed the same message on.
    case forward(String)
    /// Passed on a changed message instead (for example one whose reply it wrapped).
    case replace(any Message, note: String)
}

/// A responder that may act on messages: override `receive` and switch on the message type.
public protocol MessageReceiving: AnyObject {
    func receive(_ message: any Message, from sender: Responder) -> Handling
}
