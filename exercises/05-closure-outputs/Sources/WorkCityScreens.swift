import Coordinator
import HeadlessUIKit

// The app's user, message and screens. Read them; you need not change them.

/// The user whose work cities are being chosen: one object the coordinators share.
final class User {
    var workCities: [String] = []
}

/// Asks for the work-cities picker: the edit screen's Work cities button sends it.
public struct WorkCitiesPick: Message {
    public static let name = "workCitiesPick"
    public init() {}
}

/// The regions and their cities.
enum Regions {
    static let all: [(name: String, cities: [String])] = [
        ("Volga", ["Kazan", "Samara", "Saratov"]),
        ("Siberia", ["Novosibirsk", "Omsk", "Tomsk"]),
    ]
}

/// A screen that draws itself from the chosen work cities. Whoever changes them hands the new
/// list to every such screen on the stack: no screen asks another for anything.
protocol ShowsWorkCities: AnyObject {
    var workCities: [String] { get set }
}

/// The profile's edit screen: the work cities, and a button that opens the picker.
final class EditProfileViewController: ViewController, ShowsWorkCities {
    private let list = Label(identifier: "workCities")
    var workCities: [String] {
        didSet { list.text = "Work cities: " + (workCities.isEmpty ? "none" : workCities.joined(separator: ", ")) }
    }

    init(workCities: [String]) {
        self.workCities = workCities
        super.init()
        title = "Edit profile"
        view.addSubview(list)
        view.addSubview(Button(title: "Work cities", identifier: "pickWorkCities") { $0.startSending(WorkCitiesPick()) })
        list.text = "Work cities: " + (workCities.isEmpty ? "none" : workCities.joined(separator: ", "))
    }
}

/// The picker's first screen: each region, with how many of its cities are chosen. Selecting a
/// region is reported through `onRegionSelected`.
final class RegionsViewController: ViewController, ShowsWorkCities, DeclaresOutputs {
    lazy var onRegionSelected = Output<String>("onRegionSelected", owner: self)
    var outputs: [any OutputDescribing] { [onRegionSelected] }
    private let regions = TableView(identifier: "regions")
    var workCities: [String] {
        didSet { redraw() }
    }

    init(workCities: [String]) {
        self.workCities = workCities
        super.init()
        title = "Regions"
        view.addSubview(regions)
        regions.onSelect = { [weak self] index, _ in self?.onRegionSelected(Regions.all[index].name) }
        redraw()
    }

    private func redraw() {
        regions.rows = Regions.all.map { region in
            let chosen = region.cities.filter(workCities.contains).count
            return TableView.Row(title: region.name, detail: "\(chosen) of \(region.cities.count) chosen", hasDisclosure: true)
        }
    }
}

/// One region's cities, the chosen ones checked. Selecting a city is reported through
/// `onCityToggled`: the screen changes nothing itself.
final class CitiesViewController: ViewController, ShowsWorkCities, DeclaresOutputs {
    lazy var onCityToggled = Output<String>("onCityToggled", owner: self)
    var outputs: [any OutputDescribing] { [onCityToggled] }
    private let cities = TableView(identifier: "cities")
    private let names: [String]
    var workCities: [String] {
        didSet { redraw() }
    }

    init(region: String, workCities: [String]) {
        names = Regions.all.first { $0.name == region }?.cities ?? []
        self.workCities = workCities
        super.init()
        title = region
        view.addSubview(cities)
        cities.onSelect = { [weak self] index, _ in
            guard let self else { return }
            self.onCityToggled(self.names[index])
        }
        redraw()
    }

    private func redraw() {
        cities.rows = names.map { TableView.Row(title: $0, isChecked: workCities.contains($0)) }
    }
}
