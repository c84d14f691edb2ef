import HeadlessUIKit
import RouterCoordinator

/// The app's top coordinator: it shows the home screen and runs the profile flow as its child.
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
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.router.popModule()
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
