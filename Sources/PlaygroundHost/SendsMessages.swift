import Coordinator

/// An app whose screens send messages up the responder chain to its coordinators (radianttap's
/// Coordinator): `send`, `who`, `queue` and `why MESSAGE` need it. The one requirement that
/// names a library type is the message itself, which `send` hands to the library to deliver.
public protocol SendsMessages: PlaygroundApp {
    /// The messages `send` can build.
    static var messages: [MessageDescription] { get }
    /// The classes that handle messages, each with the messages it declares.
    static var messageHandlers: [MessageHandlerDescription] { get }

    /// A message of `messages` from `key=value` arguments (keys and listed values already
    /// checked against its description). Its reply, awaited when it is sent, reads as the
    /// message's own `describe` says. Makes nothing in the app.
    static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message
}
