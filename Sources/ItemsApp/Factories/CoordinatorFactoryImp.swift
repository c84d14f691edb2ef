import HeadlessUIKit
import RouterCoordinator

/// The app's coordinator factory. Every router it makes is of the class the app launched with:
/// Panov's `RouterImp` or dimaosa's `Router`.
final class CoordinatorFactoryImp: CoordinatorFactory {
    private let modules: ModuleFactory
    private let store: ItemStore
    private let routerClass: ItemsConfiguration.RouterClass

    init(modules: ModuleFactory, store: ItemStore, routerClass: ItemsConfiguration.RouterClass) {
        self.modules = modules
        self.store = store
        self.routerClass = routerClass
    }

    func makeRouter(_ navigationController: NavigationController) -> any RouterProtocol {
        switch routerClass {
        case .routerImp: RouterImp(rootController: navigationController)
        case .router: Router(rootController: navigationController)
        }
    }

    func makeTabbarCoordinator() -> (configurator: TabbarCoordinator, toPresent: (any Presentable)?) {
        let items = NavigationController(), settings = NavigationController()
        items.tabBarItem = TabBarItem(title: "Items")
        settings.tabBarItem = TabBarItem(title: "Settings")
        let tabbar = TabbarController(viewControllers: [items, settings])
        return (TabbarCoordinator(tabbarView: tabbar, coordinatorFactory: self), tabbar)
    }

    func makeAuthCoordinatorBox(router: any RouterProtocol) -> AuthCoordinator {
        AuthCoordinator(router: router, factory: modules)
    }

    func makeOnboardingCoordinator(router: any RouterProtocol) -> OnboardingCoordinator {
        OnboardingCoordinator(router: router, factory: modules)
    }

    func makeItemCoordinator(navController: NavigationController) -> ItemCoordinator {
        ItemCoordinator(router: makeRouter(navController), factory: modules, coordinatorFactory: self, store: store)
    }

    func makeSettingsCoordinator(navController: NavigationController) -> SettingsCoordinator {
        SettingsCoordinator(router: makeRouter(navController), factory: modules, coordinatorFactory: self)
    }

    /// A new navigation controller and a router on it: the router is what gets presented.
    func makeItemCreationCoordinatorBox() -> (configurator: ItemCreateCoordinator, toPresent: (any Presentable)?) {
        let router = makeRouter(NavigationController())
        return (ItemCreateCoordinator(router: router, factory: modules, store: store), router)
    }

    /// The child goes on the router it is given (its parent's): a flow pushed on a shared stack.
    func makeAccountCoordinatorBox(router: any RouterProtocol) -> (configurator: AccountCoordinator, toPresent: (any Presentable)?) {
        let module = modules.makeAccountOutput()
        return (AccountCoordinator(router: router, module: module), module)
    }
}
