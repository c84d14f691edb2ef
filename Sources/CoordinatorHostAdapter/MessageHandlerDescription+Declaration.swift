import Coordinator
import PlaygroundHost

extension MessageHandlerDescription {
    /// A class's own `HandlesMessages` declaration, read from the class: the list the dispatch
    /// obeys, so `who` and `why` cannot drift from it.
    public init(_ type: any HandlesMessages.Type) {
        self.init(typeName: String(describing: type), messages: type.handledMessages.map { $0.name })
    }
}
