/// One kind of screen the app's factory makes (`push product 3`).
public struct PageDescription: Sendable, Equatable {
    /// As a person types it (`product`).
    public var name: String
    /// The values its argument takes, from the app's data (product ids), for TAB; empty for a
    /// page that takes none.
    public var argumentValues: [String]

    public init(name: String, argumentValues: [String] = []) {
        self.name = name
        self.argumentValues = argumentValues
    }
}
