/// The app's data at one moment, for the REPL's `state` and for tests: who is logged in, the
/// cart, the orders, the catalog, and which services are ready. Arrays only, in fixed orders,
/// so it encodes the same way every time.
package struct ModelSnapshot: Codable, Equatable, Sendable {
    package struct Service: Codable, Equatable, Sendable {
        package let name: ServiceName
        package let state: ServiceState
    }

    package var services: [Service]
    /// Nil when nobody is logged in.
    package var user: User?
    /// "Wool Coat · Anthracite, size m", in the order they were added.
    package var cart: [String]
    package var cartTotal: Int
    package var orders: [Order]
    /// "3 Field Jacket · Coats · €150".
    package var catalog: [String]
    package var cityPickerStyle: CityPickerStyle
}
