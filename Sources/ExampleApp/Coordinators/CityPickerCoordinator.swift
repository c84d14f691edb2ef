import Coordinator
import HeadlessUIKit

/// The city-picker talk's picker as a coordinator of its own: the regions screen, then a region's
/// cities (the list or the map, whichever the factory gives behind `CitiesOutput`), in one home
/// city mode or the work cities mode. A child of `ProfileEditingCoordinator` on the account's
/// navigation controller.
///
/// Like the talk's coordinators it has an input and an output and knows nothing of who started
/// it: `Input` (the mode and the user whose city or work cities are the current selection) is
/// what it starts with, and `onFinish` is called exactly once with the `Result`. While it runs
/// it keeps its working copy of the user and, at every change, walks the navigation stack to
/// hand it to every screen that shows a user (`UpdateableWithUser`), the screens under its own
/// included, so a choice on the third screen updates the first and the second at once.
///
/// It finishes in one of two ways: a city chosen in single mode (its own decision), or the user
/// leaving its screens (Back past the regions screen, or the back menu to an earlier screen),
/// which the library's back-button detection reports to its parent; the parent then asks it
/// for its result (`userLeft`).
final class CityPickerCoordinator: NavigationCoordinator {
    /// What the picker starts with.
    struct Input {
        var mode: CityPickerMode
        /// The user being edited: their city (single) or their work cities (multiple) are the
        /// current selection.
        var user: User
        /// A region whose cities open at once (a deep link to them), or nil.
        var region: Region?

        init(mode: CityPickerMode, user: User, region: Region? = nil) {
            self.mode = mode
            self.user = user
            self.region = region
        }
    }

    /// What the picker ends with.
    enum Result: Equatable {
        /// Single mode: the city chosen.
        case city(City)
        /// Multiple mode: the work cities chosen when the user left the picker.
        case workCities([City])
        /// Single mode: the user left without choosing.
        case cancelled

        /// The result as Swift writes it, for a trace: `.workCities([Samara])`.
        var traceText: String {
            switch self {
            case .city(let city): ".city(\(city.name))"
            case .workCities(let cities): ".workCities([\(cities.map(\.name).joined(separator: ", "))])"
            case .cancelled: ".cancelled"
            }
        }
    }

    /// Output: the picker is done; called once. An `Output`, so a trace shows where it leads.
    lazy var onFinish = Output<Result>("onFinish", owner: self)

    let mode: CityPickerMode
    /// The working copy: what the picker's screens (and the screens under them) show.
    private(set) var user: User {
        didSet { updateInterfaces() }
    }
    /// Set once the picker has reported its result.
    private(set) var result: Result?

    private let factory: ScreenFactory
    private let places: ProfileService
    private let initialRegion: Region?

    init(navigationController: NavigationController, factory: ScreenFactory, places: ProfileService, input: Input) {
        self.factory = factory
        self.places = places
        self.mode = input.mode
        self.user = input.user
        self.initialRegion = input.region
        super.init(rootViewController: navigationController)
    }

    override func start() {
        super.start()
        show(makeRegionsScreen())
        if let initialRegion {
            Runtime.current.recordDecision(
                RoutingHop(
                    from: objectID, to: objectID, call: "showCities(of: \(initialRegion.name))",
                    reason: "it started with a region, from a deep link to that region's cities"))
            showCities(of: initialRegion)
        }
    }

    // MARK: Screens

    func makeRegionsScreen() -> RegionsViewController {
        let screen = factory.makeRegions(mode: mode, federalCities: places.federalCities, regions: places.regions)
        screen.user = user
        screen.onCitySelected.wire(to: self, "choose") { [weak self] city in self?.choose(city) }
        screen.onRegionSelected.wire(to: self, "showCities") { [weak self] region in self?.showCities(of: region) }
        return screen
    }

    func makeCitiesScreen(of region: Region) -> any CitiesOutput {
        let picker = factory.makeCityPicker(region: region, mode: mode)
        picker.user = user
        picker.onCitySelected.wire(to: self, "choose") { [weak self] city in self?.choose(city) }
        return picker
    }

    private func showCities(of region: Region) {
        show(makeCitiesScreen(of: region))
    }

    // MARK: Choosing

    /// A home city ends the scenario; a work city is toggled and the scenario goes on.
    private func choose(_ city: City) {
        guard result == nil else { return }
        switch mode {
        case .single:
            user.city = city
            finish(.city(city))
        case .multiple:
            if let index = user.workCities.firstIndex(of: city) {
                user.workCities.remove(at: index)
            } else {
                user.workCities.append(city)
            }
        }
    }

    /// The user left the picker's screens (its parent heard it from the back-button detection):
    /// the work cities chosen so far count; a home city not chosen is a cancel.
    func userLeft() {
        switch mode {
        case .single: finish(.cancelled)
        case .multiple: finish(.workCities(user.workCities))
        }
    }

    private func finish(_ result: Result) {
        guard self.result == nil else { return }
        self.result = result
        onFinish(result)
    }

    /// The city-picker talk's `updateInterfaces`: every screen on the stack that shows a user gets this one.
    private func updateInterfaces() {
        handToScreens(user)
    }
}
