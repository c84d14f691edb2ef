/// How an order is paid; the payment screen lists these, card first.
package enum PaymentMethod: String, CaseIterable, Codable, Sendable {
    case card = "Card"
    case cashOnDelivery = "Cash on delivery"
}
