import HeadlessUIKit

/// The A/B alternative to the list (the city-picker talk): the same region's cities as pins on a map. It
/// has the same output, so the coordinator works with it unchanged. The pins are a table with
/// the list's identifier (`cities`), so the same taps work on either.
final class CitiesMapViewController: ViewController, CitiesOutput {
    var user: User? {
        didSet { render() }
    }
    lazy var onCitySelected = Output<City>("onCitySelected", owner: self)
    var outputs: [any OutputDescribing] { [onCitySelected] }

    private let region: Region
    private let mode: CityPickerMode
    private let caption = Label(identifier: "map")
    private let pins = TableView(identifier: "cities")

    init(region: Region, mode: CityPickerMode) {
        self.region = region
        self.mode = mode
        super.init()
        title = "Map of \(region.name)"
        pins.onSelect = { [weak self] index, _ in
            guard let self else { return }
            self.onCitySelected(self.region.cities[index])
        }
        render()
    }

    override func loadView() {
        let root = View()
        root.addSubview(caption)
        root.addSubview(pins)
        view = root
    }

    private func render() {
        let chosen = user.map { mode.chosenCities(of: $0) } ?? []
        caption.text = "Map of \(region.name): \(region.cities.count) pins, \(region.cities.filter(chosen.contains).count) chosen"
        pins.rows = region.cities.map { TableView.Row(title: $0.name, detail: "pin", isChecked: chosen.contains($0)) }
    }
}
