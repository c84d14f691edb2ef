import Coordinator

/// One message a person can type (`send cartAdd product=3 color=Navy size=l`), with what builds
/// it: the catalog lists descriptors, so a message it lists is always one it can make.
package struct MessageDescriptor: Sendable {
    package struct Argument: Equatable, Sendable {
        package let key: String
        /// The values it takes, when there are few enough to list.
        package let allowedValues: [String]?
        package let isRequired: Bool
    }

    package let name: String
    package let arguments: [Argument]
    package let summary: String
    /// Builds the message from arguments already checked against `arguments`.
    let make: @Sendable (CheckedMessageArguments) throws(MessageCatalogError) -> any Message

    /// The name is the message type's own, so the two cannot drift apart; `make` builds one of
    /// that type (a test holds every descriptor to it).
    init<Made: Message>(
        _ type: Made.Type, arguments: [Argument], summary: String,
        make: @escaping @Sendable (CheckedMessageArguments) throws(MessageCatalogError) -> any Message
    ) {
        self.name = Made.name
        self.arguments = arguments
        self.summary = summary
        self.make = make
    }
}
