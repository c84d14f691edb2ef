import HeadlessUIKit
import RouterCoordinator

/// The app's top coordinator: it shows the home screen and runs the profile flow as its child.
///
/// Your task, here: when the profile flow finishes, pop its screen through the router and
/// remove the child with `removeDependency`; otherwise it stays alive after its screen is gone.
final class AppCoordinator: BaseCoordinator<Void>, RoutedCoordinator {
    let router: any RouterProtocol
    private let factory: ModuleFactory

    init(router: any RouterProtocol, factory: ModuleFactory) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        let home = factory.makeHome()
        home.onEditProfile.wire(to: self, "runProfileFlow") { [weak self] in self?.runProfileFlow() }
        router.setRootModule(home)
    }

    func runProfileFlow() {
        let coordinator = ProfileCoordinator(router: router, factory: factory)
        addDependency(coordinator)
        coordinator.start()
    }
}
