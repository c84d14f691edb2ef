/// One item of the list (the original's `ItemList`: a title and a subtitle), with the number a
/// deep link names it by (`items://item/3`).
package struct Item: Equatable, Sendable, Encodable {
    package let id: Int
    package let title: String
    package let subtitle: String

    package init(id: Int, title: String, subtitle: String) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
    }
}
