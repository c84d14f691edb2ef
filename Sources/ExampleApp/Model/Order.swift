/// A placed order: what checkout leaves behind once the cart is emptied.
package struct Order: Equatable, Codable, Sendable {
    package let number: Int
    package let lines: [String]
    package let total: Int
    package let recipient: String
    package let address: String
    package let payment: PaymentMethod
}
