import RouterCoordinator

/// The settings tab: the settings screen as its router's root, and the account details as a child
/// coordinator pushed on the same router. It passes a logout on to its parent.
final class SettingsCoordinator: BaseCoordinator<SettingsAction>, RoutedCoordinator {
    let router: any RouterProtocol
    private let factory: SettingsModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: any RouterProtocol, factory: SettingsModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        let settingsOutput = factory.makeSettingsOutput()
        settingsOutput.onAccountSelect.wire(to: self, "showAccount") { [weak self] in self?.showAccount() }
        settingsOutput.onLogout.wire(to: self, "logOut") { [weak self] in self?.logOut() }
        router.setRootModule(settingsOutput)
    }

    /// `items://settings`: back to the settings screen. The router pops, so the completion of a
    /// child pushed above runs and the child is removed.
    override func start(with option: (any DeepLinkOption)?) {
        guard option as? ItemsDeepLink == .settings else { return }
        router.popToRootModule(animated: false)
    }

    /// A child flow on the shared router, released by the completion given to `push`: the router
    /// runs it when it pops the account screen (`popModule` after Done, `popToRootModule`). The
    /// navigation bar's Back button pops without the router, so then the completion never runs
    /// and the child stays, unless the router is dimaosa's `Router`, its navigation controller's
    /// delegate (`% router Router`). The child flow is the playground's: Panov's
    /// `SettingsCoordinator.swift` (5607964) shows one static table and starts no child.
    func showAccount() {
        let (child, module) = coordinatorFactory.makeAccountCoordinatorBox(router: router)
        child.listener.wire(to: self, "router.popModule") { [weak self] action in
            switch action {
            case .done: self?.router.popModule()
            }
        }
        addDependency(child)
        router.push(module, animated: true) { [weak self, weak child] in self?.removeDependency(child) }
        child.start()
    }

    private func logOut() {
        listener(.logout)
    }
}
