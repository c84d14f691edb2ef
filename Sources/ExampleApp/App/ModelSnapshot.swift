/// The app's data at one moment, for the REPL's `state` and for tests: who is logged in, the
/// cart, the orders, the catalog, and which services are ready. Arrays only, in fixed orders,
/// so it encodes the same way every time.
public struct ModelSnapshot: Codable, Equatable, Sendable {
    public struct Service: Codable, Equatable, Sendable {
        public let name: ServiceName
        public let state: ServiceState
    }

    public var services: [Service]
    /// Nil when nobody is logged in.
    public var user: User?
    /// "Wool Coat · Anthracite, size m", in the order they were added.
    public var cart: [String]
    public var cartTotal: Int
    public var orders: [Order]
    /// "3 Field Jacket · Coats · €150".
    public var catalog: [String]
    public var cityPickerStyle: CityPickerStyle
}
