/// A shelf of the catalog; the home screen lists them.
public struct ProductCategory: Equatable, Hashable, Codable, Sendable {
    /// Lower case, used in pages and arguments (`category coats`).
    public let id: String
    public let name: String
}
