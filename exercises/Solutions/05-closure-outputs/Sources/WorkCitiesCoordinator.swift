import Coordinator
import HeadlessUIKit

/// The work-cities picker: the regions, then a region's cities, where each tap chooses a city or
/// unchooses it. The picker stays open until the user leaves it with Back.
final class WorkCitiesCoordinator: NavigationCoordinator {
    private let user: User

    init(rootViewController: NavigationController, user: User) {
        self.user = user
        super.init(rootViewController: rootViewController)
    }

    override func start() {
        super.start()
        let regions = RegionsViewController(workCities: user.workCities)
        regions.onRegionSelected.wire(to: self, "showCities") { [weak self] region in self?.showCities(of: region) }
        show(regions)
    }

    private func showCities(of region: String) {
        let cities = CitiesViewController(region: region, workCities: user.workCities)
        cities.onCityToggled.wire(to: self, "toggle") { [weak self] city in self?.toggle(city) }
        show(cities)
    }

    /// Chooses `city`, or unchooses it.
    func toggle(_ city: String) {
        if let index = user.workCities.firstIndex(of: city) {
            user.workCities.remove(at: index)
        } else {
            user.workCities.append(city)
        }
        updateInterfaces()
    }

    /// Hands the work cities to every screen on the stack that shows them, this coordinator's or
    /// not: the stack is the one thing the picker and the edit screen's coordinator share.
    private func updateInterfaces() {
        for controller in rootViewController.viewControllers {
            (controller as? ShowsWorkCities)?.workCities = user.workCities
        }
    }
}
