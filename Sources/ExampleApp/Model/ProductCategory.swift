/// A shelf of the catalog; the home screen lists them.
package struct ProductCategory: Equatable, Hashable, Codable, Sendable {
    /// Lower case, used in pages and arguments (`category coats`).
    package let id: String
    package let name: String
}
