import HeadlessUIKit

/// The city picker's second screen (the city-picker talk): the federal cities, then the regions. Choosing a
/// federal city or a region is an output; in multi-select mode each region shows how many of
/// its cities are chosen, recounted whenever the coordinator sets a new user.
final class RegionsViewController: ViewController, UpdateableWithUser, DeclaresOutputs {
    // Input
    var user: User? {
        didSet { render() }
    }
    // Output
    lazy var onCitySelected = Output<City>("onCitySelected", owner: self)
    lazy var onRegionSelected = Output<Region>("onRegionSelected", owner: self)
    var outputs: [any OutputDescribing] { [onCitySelected, onRegionSelected] }

    private let mode: CityPickerMode
    private let federalCities: [City]
    private let regions: [Region]
    private let federalTable = TableView(identifier: "federalCities")
    private let regionsTable = TableView(identifier: "regions")

    init(mode: CityPickerMode, federalCities: [City], regions: [Region]) {
        self.mode = mode
        self.federalCities = federalCities
        self.regions = regions
        super.init()
        title = mode == .single ? "Choose a city" : "Choose work cities"
        federalTable.onSelect = { [weak self] index, _ in
            guard let self else { return }
            self.onCitySelected(self.federalCities[index])
        }
        regionsTable.onSelect = { [weak self] index, _ in
            guard let self else { return }
            self.onRegionSelected(self.regions[index])
        }
        render()
    }

    override func loadView() {
        let root = View()
        root.addSubview(Label(text: title ?? "", identifier: "title"))
        root.addSubview(federalTable)
        root.addSubview(regionsTable)
        view = root
    }

    private func render() {
        let chosen = user.map { mode.chosenCities(of: $0) } ?? []
        federalTable.rows = federalCities.map { TableView.Row(title: $0.name, isChecked: chosen.contains($0)) }
        regionsTable.rows = regions.map { region in
            let detail: String
            switch mode {
            case .single: detail = "\(region.cities.count) cities"
            case .multiple: detail = "\(region.cities.filter(chosen.contains).count) of \(region.cities.count) chosen"
            }
            return TableView.Row(title: region.name, detail: detail, hasDisclosure: true)
        }
    }
}
