/// The signed-in person. A value, as in the city-picker talk: the editing coordinator changes its copy and
/// pushes the new value to every screen that shows it.
public struct User: Equatable, Codable, Sendable {
    public let username: String
    public var name: String
    public var city: City?
    /// The cities chosen in the picker's multi-select mode, in the order they were chosen.
    public var workCities: [City]
}
