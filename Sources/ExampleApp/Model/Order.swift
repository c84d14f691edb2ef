/// A placed order: what checkout leaves behind once the cart is emptied.
public struct Order: Equatable, Codable, Sendable {
    public let number: Int
    public let lines: [String]
    public let total: Int
    public let recipient: String
    public let address: String
    public let payment: PaymentMethod
}
