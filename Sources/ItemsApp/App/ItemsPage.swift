/// A screen the app's factory makes on request (`push item 3`), unwired: in this style the
/// coordinator that asks for a screen wires its outputs, and a screen made by request has none.
package enum ItemsPage: Equatable, Sendable {
    case item(id: Int)
    case terms
    case account
    case create

    /// As a person types them, in the app's order.
    package static let names = ["item", "terms", "account", "create"]

    package static func argumentValues(for name: String) -> [String] {
        name == "item" ? ItemStore().items.map { String($0.id) } : []
    }

    /// Checks the page's arguments against the items every launch starts with.
    package init(name: String, arguments: [String]) throws(ItemsAppError) {
        switch (name, arguments.count) {
        case ("item", 1):
            guard let id = Int(arguments[0]), ItemStore().item(id: id) != nil else {
                throw ItemsAppError(
                    "there is no item '\(arguments[0])' (items: \(Self.argumentValues(for: "item").joined(separator: ", ")))")
            }
            self = .item(id: id)
        case ("item", _): throw ItemsAppError("item takes an item's number: item 3")
        case ("terms", 0): self = .terms
        case ("account", 0): self = .account
        case ("create", 0): self = .create
        default: throw ItemsAppError("\(name) takes no arguments")
        }
    }
}
