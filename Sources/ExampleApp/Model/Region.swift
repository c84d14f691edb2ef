/// A region of the city picker: its second screen lists regions, its third a region's cities.
package struct Region: Equatable, Hashable, Codable, Sendable {
    package let name: String
    package let cities: [City]
}
