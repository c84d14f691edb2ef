import Coordinator
import HeadlessUIKit

// The app's user, messages and screens. Read them; you need not change them.

/// Where the user lives: one object the coordinators share, as the shop's account keeps the user.
final class User {
    var city = "Moscow"
}

/// Asks for the city picker. The profile's Change city button sends it.
public struct CityPick: Message {
    public static let name = "cityPick"
    public init() {}
}

/// Picks a city. The picker's buttons send it.
public struct CitySelect: Message {
    public static let name = "citySelect"
    public let city: String

    public init(city: String) { self.city = city }

    public var arguments: [(label: String, value: String)] { [("city", city)] }
}

/// The cities the picker offers.
enum Cities {
    static let all = ["Moscow", "Tokyo", "Lisbon"]
}

/// The profile: the user's city, as it was when the screen last heard it, and a Change city
/// button. It never reads the user itself: whoever owns the user tells it.
final class ProfileViewController: ViewController {
    private let cityLabel = Label(identifier: "city")

    init(city: String) {
        super.init()
        title = "Profile"
        view.addSubview(cityLabel)
        view.addSubview(Button(title: "Change city", identifier: "changeCity") { $0.startSending(CityPick()) })
        show(city: city)
    }

    /// Shows `name` as the user's city.
    func show(city name: String) {
        cityLabel.text = "City: \(name)"
    }
}

/// The picker: a button per city, and which one is chosen. The user leaves it with Back.
final class CitiesViewController: ViewController {
    private let chosen = Label(identifier: "chosen")

    init(chosen city: String) {
        super.init()
        title = "Cities"
        view.addSubview(chosen)
        for city in Cities.all {
            view.addSubview(Button(title: city, identifier: city.lowercased()) { $0.startSending(CitySelect(city: city)) })
        }
        mark(city)
    }

    func mark(_ city: String) {
        chosen.text = "Chosen: \(city)"
    }
}
