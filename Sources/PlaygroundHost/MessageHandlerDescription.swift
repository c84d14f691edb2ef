/// One class of the app that handles messages, and which: its `HandlesMessages` declaration,
/// the list the dispatch obeys, so `who` and `why` name the classes that handle a message
/// whether or not one is alive.
public struct MessageHandlerDescription: Sendable, Equatable {
    /// As object names spell it (`AppCoordinator` of `AppCoordinator#1`).
    public var typeName: String
    /// The names of the messages it declares (`cartAdd`), in its order.
    public var messages: [String]

    public init(typeName: String, messages: [String]) {
        self.typeName = typeName
        self.messages = messages
    }
}
