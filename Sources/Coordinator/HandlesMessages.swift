import HeadlessUIKit

/// The messages a responder acts on, declared by its class. In radianttap's library a class
/// handles a message by overriding its `@objc` method, and the compiler knows which ones it
/// overrides; here a message is a value, so the class says which types its `receive` handles.
///
/// The declaration is what runs: `send` offers a message only to responders whose class declares
/// its type (every other responder lets it pass), so a handler missing from the list never
/// fires. Tools read the same list to tell who handles a message without sending it.
public protocol HandlesMessages: MessageReceiving {
    /// The message types `receive` acts on (handles, forwards or changes).
    static var handledMessages: [any Message.Type] { get }
}

extension HandlesMessages {
    /// Whether this class declares `messageType`.
    static func handles(_ messageType: any Message.Type) -> Bool {
        handledMessages.contains { ObjectIdentifier($0) == ObjectIdentifier(messageType) }
    }
}

extension Responder {
    /// This responder as the receiver of `message`, when its class declares the message's type;
    /// nil when the message passes it by.
    func receiver(of message: any Message) -> (any MessageReceiving)? {
        guard let declaring = self as? any HandlesMessages, type(of: declaring).handles(type(of: message)) else { return nil }
        return declaring
    }
}
