/// How the city picker is used: one home city, or any number of work cities.
package enum CityPickerMode: String, Sendable {
    case single, multiple

    /// The cities a picker in this mode shows as chosen.
    func chosenCities(of user: User) -> [City] {
        switch self {
        case .single: user.city.map { [$0] } ?? []
        case .multiple: user.workCities
        }
    }
}
