/// A city, as the city-picker talk models it: just a name.
package struct City: Equatable, Hashable, Codable, Sendable {
    package let name: String
    package init(name: String) { self.name = name }
}
