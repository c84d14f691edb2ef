/// Something the shop sells. Prices are whole euros, so every total prints the same everywhere.
public struct Product: Equatable, Hashable, Codable, Sendable {
    public let id: Int
    public let name: String
    public let categoryID: String
    public let price: Int
    /// Promoted products are the home screen's promotions, each with a "Buy now" button.
    public let isPromoted: Bool
}
