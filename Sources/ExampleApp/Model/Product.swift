/// Something the shop sells. Prices are whole euros, so every total prints the same everywhere.
package struct Product: Equatable, Hashable, Codable, Sendable {
    package let id: Int
    package let name: String
    package let categoryID: String
    package let price: Int
    /// Promoted products are the home screen's promotions, each with a "Buy now" button.
    package let isPromoted: Bool
}
