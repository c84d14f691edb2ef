/// How screens print a user's places, the same on every screen that shows them.
extension User {
    var cityText: String { "City: \(city?.name ?? "none")" }
    var workCitiesText: String {
        "Work cities: " + (workCities.isEmpty ? "none" : workCities.map(\.name).joined(separator: ", "))
    }
}

extension User {
    /// How a trace names the user handed to a screen: what the picker changes.
    var handOffText: String {
        "city \(city?.name ?? "none"), work cities " + (workCities.isEmpty ? "none" : workCities.map(\.name).joined(separator: ", "))
    }
}
