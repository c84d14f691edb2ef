import HeadlessUIKit

/// The city picker's last screen as a list (the city-picker talk's `CitiesViewController`): a region's
/// cities, the chosen ones checked; selecting one is its only output.
final class CitiesListViewController: ViewController, CitiesOutput {
    var user: User? {
        didSet { render() }
    }
    lazy var onCitySelected = Output<City>("onCitySelected", owner: self)
    var outputs: [any OutputDescribing] { [onCitySelected] }

    private let region: Region
    private let mode: CityPickerMode
    private let citiesTable = TableView(identifier: "cities")

    init(region: Region, mode: CityPickerMode) {
        self.region = region
        self.mode = mode
        super.init()
        title = region.name
        citiesTable.onSelect = { [weak self] index, _ in
            guard let self else { return }
            self.onCitySelected(self.region.cities[index])
        }
        render()
    }

    override func loadView() {
        let root = View()
        root.addSubview(Label(text: region.name, identifier: "title"))
        root.addSubview(citiesTable)
        view = root
    }

    private func render() {
        let chosen = user.map { mode.chosenCities(of: $0) } ?? []
        citiesTable.rows = region.cities.map { TableView.Row(title: $0.name, isChecked: chosen.contains($0)) }
    }
}
