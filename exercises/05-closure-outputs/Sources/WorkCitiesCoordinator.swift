import Coordinator
import HeadlessUIKit

/// The work-cities picker: the regions, then a region's cities, where each tap chooses a city or
/// unchooses it. The picker stays open until the user leaves it with Back.
///
/// A tap on a city changes nothing yet: the cities screen reports it through its output
/// `onCityToggled`, and nobody listens. Your task, two parts: wire that output to `toggle(_:)`
/// where the screen is made, as `onRegionSelected` is wired; and in `toggle(_:)`, after changing
/// the user, hand the new list to every screen on the navigation stack that shows it
/// (`ShowsWorkCities`), so that the regions' counts and the edit screen follow.
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
        show(cities)
    }

    /// Chooses `city`, or unchooses it.
    func toggle(_ city: String) {
        if let index = user.workCities.firstIndex(of: city) {
            user.workCities.remove(at: index)
        } else {
            user.workCities.append(city)
        }
    }
}
