/// The signed-in person. A value, as in the city-picker talk: the editing coordinator changes its copy and
/// pushes the new value to every screen that shows it.
package struct User: Equatable, Codable, Sendable {
    package let username: String
    package var name: String
    package var city: City?
    /// The cities chosen in the picker's multi-select mode, in the order they were chosen.
    package var workCities: [City]
}
