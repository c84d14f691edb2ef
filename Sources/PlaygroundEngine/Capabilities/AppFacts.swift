import PlaygroundHost

/// What the engine knows of an app without launching it: the description every app gives, and
/// what its capabilities add (its messages and their handlers, its services), empty where it
/// lacks one. `help`, TAB and the commands' checks read this; a description's own fields read
/// through it as they are (`app.name`, `app.pages`).
@dynamicMemberLookup
package struct AppFacts: Sendable {
    package let kind: any PlaygroundApp.Type
    package let description: AppDescription
    /// The messages `send` can build.
    package let messages: [MessageDescription]
    /// The classes that handle messages, each with the messages it declares.
    package let messageHandlers: [MessageHandlerDescription]
    /// The services the app can make ready or pending, in the app's own order.
    package let services: [String]

    package init(_ kind: any PlaygroundApp.Type) {
        self.kind = kind
        description = kind.appDescription
        let messaging = kind as? any SendsMessages.Type
        messages = messaging?.messages ?? []
        messageHandlers = messaging?.messageHandlers ?? []
        services = (kind as? any HasServices.Type)?.services ?? []
    }

    package subscript<Value>(dynamicMember field: KeyPath<AppDescription, Value>) -> Value {
        description[keyPath: field]
    }

    /// Whether the app has what a command needs.
    package func offers(_ capability: Capability) -> Bool {
        capability.isOffered(by: kind)
    }
}
