/// A region of the city picker: its second screen lists regions, its third a region's cities.
public struct Region: Equatable, Hashable, Codable, Sendable {
    public let name: String
    public let cities: [City]
}
