/// Where an order goes, as typed on the shipping screen.
package struct ShippingDetails: Equatable, Codable, Sendable {
    package var recipient: String
    package var address: String
}
