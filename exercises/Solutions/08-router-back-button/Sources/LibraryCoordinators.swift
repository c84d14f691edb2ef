import HeadlessUIKit
import RouterCoordinator

// The app's coordinators, in the ApplicationCoordinator README's style. Read them; you need not
// change them.

/// The app's top coordinator: it shows the home screen and runs the account flow as its child,
/// removing the child when the flow says it is finished.
final class AppCoordinator: BaseCoordinator<Void>, RoutedCoordinator {
    let router: any RouterProtocol
    private let factory: ModuleFactory

    init(router: any RouterProtocol, factory: ModuleFactory) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        let home = factory.makeHome()
        home.onAccount.wire(to: self, "runAccountFlow") { [weak self] in self?.runAccountFlow() }
        router.setRootModule(home)
    }

    func runAccountFlow() {
        let coordinator = AccountCoordinator(router: router, factory: factory)
        coordinator.finishFlow = { [weak self, weak coordinator] in self?.removeDependency(coordinator) }
        addDependency(coordinator)
        coordinator.start()
    }
}

/// The account flow, on its parent's router. It pushes its screen with a completion: the router
/// runs it when it pops the screen, and the flow is over then.
final class AccountCoordinator: BaseCoordinator<Void>, RoutedCoordinator {
    let router: any RouterProtocol
    private let factory: ModuleFactory
    /// Set by the parent: what to do when the flow is over.
    var finishFlow: (() -> Void)?

    init(router: any RouterProtocol, factory: ModuleFactory) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        router.push(factory.makeAccount(), animated: true) { [weak self] in self?.finishFlow?() }
    }
}
