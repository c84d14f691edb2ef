import Coordinator
import HeadlessUIKit

/// The city-picker talk's UserEditCoordinator, a child of the account coordinator on its navigation
/// controller: the edit screen, whose Select city and Work cities outputs start the city picker,
/// a child coordinator of its own (`CityPickerCoordinator`) on the same navigation controller.
/// It gives the picker its input (the mode and the user being edited) and takes its output
/// (`onFinish`): it keeps the result, saves it, and stops the picker.
///
/// It ends through the library's Back-button detection: going back past the edit screen tells
/// the account coordinator this child finished. Going back past the edit screen from inside the
/// picker (the back menu) finishes both: the picker first, then this coordinator, since the
/// screen shown is not its own either.
final class ProfileEditingCoordinator: NavigationCoordinator, NeedsDependency {
    var dependencies: AppDependency? {
        didSet {
            updateChildCoordinatorDependencies(dependencies)
            processQueuedMessages()
        }
    }

    private(set) var user: User {
        didSet { updateInterfaces() }
    }
    private let factory: ScreenFactory
    private let initialPage: Page
    private let pitfalls: Set<ShopPitfall>

    init(
        navigationController: NavigationController, user: User, factory: ScreenFactory, dependencies: AppDependency?, initialPage: Page,
        pitfalls: Set<ShopPitfall> = []
    ) {
        self.user = user
        self.factory = factory
        self.initialPage = initialPage
        self.pitfalls = pitfalls
        self.dependencies = dependencies
        super.init(rootViewController: navigationController)
    }

    /// The city picker, while it runs.
    var cityPicker: CityPickerCoordinator? { childCoordinators.child(matching: CityPickerCoordinator.self) }

    override func start() {
        super.start()
        show(makeEditScreen())
        if initialPage != .editProfile {
            Runtime.current.recordDecision(
                RoutingHop(
                    from: objectID, to: objectID, call: "startCityPicker(mode: .single)",
                    reason: "it started at .\(initialPage.path), a page of the city picker"))
        }
        switch initialPage {
        case .regions:
            startCityPicker(mode: .single)
        case .cities(let regionName):
            startCityPicker(mode: .single, regionNamed: regionName)
        default:
            break
        }
    }

    /// A child sharing the navigation controller goes with it.
    override func stop() {
        if let cityPicker { stopChild(coordinator: cityPicker) }
        super.stop()
    }

    // MARK: Screens

    func makeEditScreen() -> EditProfileViewController {
        let screen = factory.makeEditProfile()
        screen.user = user
        screen.onSelectCity.wire(to: self, "userAsksForCityPicker(.single)") { [weak self] in self?.userAsksForCityPicker(mode: .single) }
        screen.onSelectWorkCities.wire(to: self, "userAsksForCityPicker(.multiple)") { [weak self] in
            self?.userAsksForCityPicker(mode: .multiple)
        }
        return screen
    }

    // MARK: The city picker

    /// The edit screen's outputs: a tap while the stack still moves is a double tap, ignored.
    private func userAsksForCityPicker(mode: CityPickerMode) {
        guard !ignoresDoubleTap(pitfalls) else { return }
        startCityPicker(mode: mode)
    }

    /// Starts the picker with its input; its output comes back to `pickerFinished`. The picker
    /// needs the profile service's places: without it, the start waits in the queue.
    private func startCityPicker(mode: CityPickerMode, regionNamed regionName: String? = nil) {
        guard let profile = dependencies?.profile else {
            enqueueMessage(named: "startCityPicker") { [weak self] in self?.startCityPicker(mode: mode, regionNamed: regionName) }
            return
        }
        if let cityPicker { stopChild(coordinator: cityPicker) }
        let region = regionName.flatMap { profile.region(named: $0) }
        let picker = CityPickerCoordinator(
            navigationController: rootViewController, factory: factory, places: profile,
            input: .init(mode: mode, user: user, region: region))
        picker.onFinish.wire(to: self, "pickerFinished") { [weak self, weak picker] result in
            guard let self, let picker else { return }
            self.pickerFinished(picker, with: result)
        }
        startChild(coordinator: picker)
    }

    /// The picker's output: keep and save its result, then stop it and take the stack back
    /// (`coordinatorDidFinish`, which hands the stack on, or finishes this coordinator too when
    /// the screen shown is not its own).
    private func pickerFinished(_ picker: CityPickerCoordinator, with result: CityPickerCoordinator.Result) {
        Runtime.current.recordDecision(
            AppDecision(
                objectID, "pickerFinished(\(result.traceText))",
                result == .cancelled
                    ? "nothing chosen: saves nothing, then coordinatorDidFinish"
                    : "keeps the result, saves the user, then coordinatorDidFinish"))
        switch result {
        case .city(let city):
            user.city = city
            save()
        case .workCities(let cities):
            user.workCities = cities
            save()
        case .cancelled:
            break
        }
        coordinatorDidFinish(picker)
    }

    /// The library's back-button detection reports here that the user left the picker's
    /// screens; the picker reports its result first, through its output, which comes back here.
    override func coordinatorDidFinish(_ coordinator: any Coordinating) {
        if let picker = coordinator as? CityPickerCoordinator, picker.result == nil {
            Runtime.current.recordDecision(
                AppDecision(
                    objectID, "coordinatorDidFinish(\(picker.objectID))",
                    "the picker has not reported a result, so the user left it: asks it for one first → \(picker.objectID).userLeft()"))
            picker.userLeft()
            return
        }
        super.coordinatorDidFinish(coordinator)
    }

    private func save() {
        guard let profile = dependencies?.profile else {
            enqueueMessage(named: "saveProfile") { [weak self] in self?.save() }
            return
        }
        profile.save(user)
    }

    /// The city-picker talk's `updateInterfaces`: every screen on the stack that shows a user gets this one.
    private func updateInterfaces() {
        handToScreens(user)
    }
}
