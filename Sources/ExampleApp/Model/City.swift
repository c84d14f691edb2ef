/// A city, as seed 001 models it: just a name.
public struct City: Equatable, Hashable, Codable, Sendable {
    public let name: String
    public init(name: String) { self.name = name }
}
