/// How an order is paid; the payment screen lists these, card first.
public enum PaymentMethod: String, CaseIterable, Codable, Sendable {
    case card = "Card"
    case cashOnDelivery = "Cash on delivery"
}
