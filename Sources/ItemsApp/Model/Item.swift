/// One item of the list (the original's `ItemList`: a title and a subtitle), with the number a
/// deep link names it by (`items://item/3`).
public struct Item: Equatable, Sendable, Encodable {
    public let id: Int
    public let title: String
    public let subtitle: String

    public init(id: Int, title: String, subtitle: String) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
    }
}
