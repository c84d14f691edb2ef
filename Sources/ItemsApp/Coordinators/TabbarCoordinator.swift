import HeadlessUIKit
import RouterCoordinator

/// The main flow: the tab bar, and one child coordinator per tab, each started on the first
/// visit of its tab, in that tab's navigation controller (the original's `TabbarCoordinator`,
/// which starts a tab's flow only while its navigation controller is empty, so never twice).
final class TabbarCoordinator: BaseCoordinator<TabbarAction> {
    private let tabbarView: TabbarPresentable
    private let coordinatorFactory: CoordinatorFactory

    init(tabbarView: TabbarPresentable, coordinatorFactory: CoordinatorFactory) {
        self.tabbarView = tabbarView
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        tabbarView.onViewDidLoad.wire(to: self, "runItemFlow") { [weak self] navigation in self?.runItemFlow(in: navigation) }
        tabbarView.onItemFlowSelect.wire(to: self, "runItemFlow") { [weak self] navigation in self?.runItemFlow(in: navigation) }
        tabbarView.onSettingsFlowSelect.wire(to: self, "runSettingsFlow") { [weak self] navigation in
            self?.runSettingsFlow(in: navigation)
        }
    }

    /// `items://item/N` and `items://settings`: the tab is selected by code, which fires no output
    /// (UIKit tells the delegate only of taps), so its flow is run here if it has not run yet; then
    /// the link goes on to it. A create flow presented over the tabs ends first. This routing is
    /// the playground's: Panov's TabbarCoordinator (5607964) overrides only `start()`.
    override func start(with option: (any DeepLinkOption)?) {
        guard let link = option as? ItemsDeepLink else { return }
        switch link {
        case .item:
            let items = showTab(.items)
            recordHop(
                to: items, link,
                "an item link: selects the items tab (running its flow if it has not run), whose coordinator shows the item; "
                    + Self.playgroundsRouting)
            items?.start(with: link)
        case .settings:
            let items = childCoordinators.lazy.compactMap { $0 as? ItemCoordinator }.first
            let openSettings = { [weak self] in
                guard let self else { return }
                let settings = self.showTab(.settings)
                self.recordHop(
                    to: settings, link,
                    "a settings link: selects the settings tab, whose coordinator goes back to its first screen; "
                        + Self.playgroundsRouting)
                settings?.start(with: link)
            }
            if let items { items.endCreationFlow(then: openSettings) } else { openSettings() }
        case .onboarding, .signUp:
            break
        }
    }

    /// Where the original's routing stops: Panov's `TabbarCoordinator.swift` (5607964) overrides
    /// only `start()`, so its `start(with:)` is `BaseCoordinator`'s empty default.
    private static let playgroundsRouting = "the playground's routing: the original's stops here (its start(with:) is the empty default)"

    private func recordHop(to coordinator: (any Coordinator)?, _ link: ItemsDeepLink, _ reason: String) {
        guard let next = coordinator as? Responder else { return }
        Runtime.current.recordDecision(RoutingHop(from: objectID, to: next.objectID, call: "start(with: \(link))", reason: reason))
    }

    /// Selects a tab by code and runs its flow if it has not run; returns the tab's coordinator.
    @discardableResult
    func showTab(_ tab: MainTab) -> (any Coordinator)? {
        let navigation = tabbarView.selectTab(tab)
        switch tab {
        case .items:
            runItemFlow(in: navigation)
            return childCoordinators.first { $0 is ItemCoordinator }
        case .settings:
            runSettingsFlow(in: navigation)
            return childCoordinators.first { $0 is SettingsCoordinator }
        }
    }

    private func runItemFlow(in navigationController: NavigationController) {
        guard navigationController.viewControllers.isEmpty else { return }
        let coordinator = coordinatorFactory.makeItemCoordinator(navController: navigationController)
        addDependency(coordinator)
        coordinator.start()
    }

    private func runSettingsFlow(in navigationController: NavigationController) {
        guard navigationController.viewControllers.isEmpty else { return }
        let coordinator = coordinatorFactory.makeSettingsCoordinator(navController: navigationController)
        coordinator.listener.wire(to: self, "listener") { [weak self] action in
            switch action {
            case .logout: self?.listener(.logout)
            }
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
