/// The items the list shows: five fixed ones, then those the create flow adds, numbered on. The
/// same launch always holds the same items, so every replay reads the same.
package final class ItemStore {
    package private(set) var items: [Item] = (1...5).map { Item(id: $0, title: "Item \($0)", subtitle: "Subtitle \($0)") }

    package init() {}

    package func item(id: Int) -> Item? {
        items.first { $0.id == id }
    }

    /// Adds an item with the next number; an empty title gets one from its number.
    @discardableResult
    package func add(title: String) -> Item {
        let id = (items.map(\.id).max() ?? 0) + 1
        let item = Item(id: id, title: title.isEmpty ? "Item \(id)" : title, subtitle: "Created")
        items.append(item)
        return item
    }
}
