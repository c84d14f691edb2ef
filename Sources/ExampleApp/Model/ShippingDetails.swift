/// Where an order goes, as typed on the shipping screen.
public struct ShippingDetails: Equatable, Codable, Sendable {
    public var recipient: String
    public var address: String
}
