/// A city, as the city-picker talk models it: just a name.
public struct City: Equatable, Hashable, Codable, Sendable {
    public let name: String
    public init(name: String) { self.name = name }
}
