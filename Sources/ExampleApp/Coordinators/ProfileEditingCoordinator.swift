import Coordinator
import HeadlessUIKit

/// Seed 001's UserEditCoordinator, a child of the account coordinator on its navigation
/// controller: the edit screen, then the city picker (regions, then a region's cities). Its
/// screens talk to it only through closures; it keeps the user being edited and, each time it
/// changes, walks the navigation stack to hand the new user to every screen that shows one, so a
/// choice on the third screen updates the first and the second at once.
///
/// It ends through the library's Back-button detection: going back past the edit screen tells
/// the account coordinator this child finished.
final class ProfileEditingCoordinator: NavigationCoordinator, NeedsDependency {
    var dependencies: AppDependency? {
        didSet { processQueuedMessages() }
    }

    private(set) var user: User {
        didSet { updateInterfaces() }
    }
    private(set) var mode = CityPickerMode.single
    private let factory: ScreenFactory
    private let initialPage: Page

    init(navigationController: NavigationController, user: User, factory: ScreenFactory, dependencies: AppDependency?, initialPage: Page) {
        self.user = user
        self.factory = factory
        self.initialPage = initialPage
        self.dependencies = dependencies
        super.init(rootViewController: navigationController)
    }

    override func start() {
        super.start()
        show(makeEditScreen())
        switch initialPage {
        case .regions:
            showRegions(mode: .single)
        case .cities(let regionName):
            showRegions(mode: .single)
            if let region = dependencies?.profile?.region(named: regionName) { showCities(of: region) }
        default:
            break
        }
    }

    // MARK: Screens

    func makeEditScreen() -> EditProfileViewController {
        let screen = factory.makeEditProfile()
        screen.user = user
        screen.onSelectCity = { [weak self] in self?.showRegions(mode: .single) }
        screen.onSelectWorkCities = { [weak self] in self?.showRegions(mode: .multiple) }
        return screen
    }

    func makeRegionsScreen(mode: CityPickerMode, profile: ProfileService) -> RegionsViewController {
        let screen = factory.makeRegions(mode: mode, federalCities: profile.federalCities, regions: profile.regions)
        screen.user = user
        screen.onCitySelected = { [weak self] city in self?.choose(city) }
        screen.onRegionSelected = { [weak self] region in self?.showCities(of: region) }
        return screen
    }

    func makeCitiesScreen(of region: Region) -> any CitiesOutput {
        let picker = factory.makeCityPicker(region: region, mode: mode)
        picker.user = user
        picker.onCitySelected = { [weak self] city in self?.choose(city) }
        return picker
    }

    private func showRegions(mode: CityPickerMode) {
        guard let profile = dependencies?.profile else {
            enqueueMessage(named: "showRegions") { [weak self] in self?.showRegions(mode: mode) }
            return
        }
        self.mode = mode
        show(makeRegionsScreen(mode: mode, profile: profile))
    }

    private func showCities(of region: Region) {
        show(makeCitiesScreen(of: region))
    }

    // MARK: Choosing

    /// One city chosen: the home city ends the scenario (back to the edit screen); a work city
    /// is toggled and the scenario goes on.
    private func choose(_ city: City) {
        switch mode {
        case .single:
            user.city = city
            save()
            if let editScreen = viewControllers.first { pop(to: editScreen) }
        case .multiple:
            if let index = user.workCities.firstIndex(of: city) {
                user.workCities.remove(at: index)
            } else {
                user.workCities.append(city)
            }
            save()
        }
    }

    private func save() {
        guard let profile = dependencies?.profile else {
            enqueueMessage(named: "saveProfile") { [weak self] in self?.save() }
            return
        }
        profile.save(user)
    }

    /// Seed 001's `updateInterfaces`: every screen on the stack that shows a user gets this one.
    private func updateInterfaces() {
        for controller in rootViewController.viewControllers {
            (controller as? UpdateableWithUser)?.user = user
        }
    }
}
