import HeadlessUIKit
import RouterCoordinator

/// Makes the coordinators, each with its router and its screens' factory (the original's
/// `CoordinatorFactory`). A "box" also returns what to show: the tab bar, a new flow's router (a
/// presented flow gets a navigation controller of its own), or the screen a pushed child starts on.
protocol CoordinatorFactory {
    func makeTabbarCoordinator() -> (configurator: TabbarCoordinator, toPresent: (any Presentable)?)
    func makeAuthCoordinatorBox(router: any RouterProtocol) -> AuthCoordinator
    func makeOnboardingCoordinator(router: any RouterProtocol) -> OnboardingCoordinator
    func makeItemCoordinator(navController: NavigationController) -> ItemCoordinator
    func makeSettingsCoordinator(navController: NavigationController) -> SettingsCoordinator
    func makeItemCreationCoordinatorBox() -> (configurator: ItemCreateCoordinator, toPresent: (any Presentable)?)
    func makeAccountCoordinatorBox(router: any RouterProtocol) -> (configurator: AccountCoordinator, toPresent: (any Presentable)?)
}
