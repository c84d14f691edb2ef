import HeadlessUIKit

/// A message that travels up the coordinating chain. radianttap's library declares no message
/// itself; its Library.md (lines 17-33 at 8.0) shows an app declaring one as an `@objc` method in
/// an extension of `UIResponder`, `async throws`, whose default body passes it on with
/// `try await coordinatingResponder?.message(…)`, and a class handling it by overriding that
/// method. Swift here has no Objective-C runtime to find such an override, so a
/// message is a value that `send` carries from responder to responder, recording every hop
/// (`Delivery`): that record is what lets a person watch the chain.
///
/// As with the library's methods, the sender awaits the reply (`Reply`; nothing for a message
/// that only tells) and an error comes back thrown. Name messages by what they concern
/// (`cartAdd`, `accountLogin`, `globalDisplay`): the prefix groups them, as the seeds advise.
public protocol Message {
    /// What the sender's `await` returns: the async method's result type.
    associatedtype Reply = Void
    /// The name the app's code calls it by: `cartAdd`.
    static var name: String { get }
    /// Its arguments as a person reads them, in order.
    var arguments: [(label: String, value: String)] { get }
    /// The reply as a person reads it, in one line; nil for a message that only tells.
    func describe(_ reply: Reply) -> String?
}

public extension Message {
    var name: String { Self.name }
    var arguments: [(label: String, value: String)] { [] }

    func describe(_ reply: Reply) -> String? { String(describing: reply) }

    /// `cartAdd(product: Jacket, color: Navy)`
    var signature: String {
        arguments.isEmpty ? name : "\(name)(\(arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ")))"
    }
}

public extension Message where Reply == Void {
    func describe(_ reply: Reply) -> String? { nil }
}

/// A responder that may act on messages: override `receive` and switch on the message type.
/// It is `async throws` as Library.md's example method is: a handler may await a service, and
/// what it throws comes back to the sender.
public protocol MessageReceiving: AnyObject {
    func receive(_ message: any Message, from sender: Responder) async throws -> Handling
}
