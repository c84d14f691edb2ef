import HeadlessUIKit
import RouterCoordinator

/// The top of the tree (the original's `ApplicationCoordinator`): one flow at a time on the
/// window's router, chosen by the launch instructor (auth, then onboarding, then the tab bar) or
/// by a deep link. Where the port differs from the original, for the better:
/// - the flow that runs is removed before another starts (the original kept a replaced tab bar
///   coordinator alive and added a second one when the new flow finished);
/// - the tab bar reports a logout, and the user goes back to auth;
/// - a link that needs the tab bar while it does not run is kept and opened once it does (the
///   original drops it, and at launch shows nothing at all).
final class ApplicationCoordinator: BaseCoordinator<EmptyAction>, RoutedCoordinator {
    let router: any RouterProtocol
    private let coordinatorFactory: CoordinatorFactory
    private let authState: AuthState
    /// A link that needs the tab bar, kept until it runs.
    private(set) var heldLink: ItemsDeepLink?

    init(router: any RouterProtocol, coordinatorFactory: CoordinatorFactory, authState: AuthState) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
        self.authState = authState
    }

    private var instructor: LaunchInstructor {
        LaunchInstructor.configure(tutorialWasShown: authState.onboardingWasShown, isAuthorized: authState.isAuthorized)
    }

    /// The tab bar's coordinator, while the main flow runs.
    var mainFlow: TabbarCoordinator? {
        childCoordinators.lazy.compactMap { $0 as? TabbarCoordinator }.first
    }

    /// With no link, the flow the launch instructor says. With one: the onboarding or sign-up it
    /// names, or (for an item or the settings) the tab bar's, now or once the tab bar runs.
    override func start(with option: (any DeepLinkOption)?) {
        guard let link = option as? ItemsDeepLink else {
            runInstructedFlow()
            return
        }
        switch link {
        case .onboarding:
            route(link, "runOnboardingFlow()", "an onboarding link runs the onboarding flow in place of the one that runs")
            runOnboardingFlow()
        case .signUp:
            route(link, "runAuthFlow(startingWith: \(link))", "a sign-up link runs the auth flow, which starts at sign-up")
            runAuthFlow(startingWith: link)
        case .item, .settings:
            if let mainFlow {
                Runtime.current.recordDecision(
                    RoutingHop(
                        from: objectID, to: mainFlow.objectID, call: "start(with: \(link))",
                        reason: "the link needs the tab bar, which runs: its coordinator routes it"))
                mainFlow.start(with: link)
            } else if instructor == .main {
                route(
                    link, "runMainFlow()",
                    "the link needs the tab bar and the launch instructor says main: runs it first, then hands it the link")
                runMainFlow()
                mainFlow?.start(with: link)
            } else {
                heldLink = link
                Runtime.current.record(HeldLinkEvent(coordinator: objectID, link: link, instructorSaid: instructor))
                if childCoordinators.isEmpty { runInstructedFlow() }
            }
        }
    }

    /// Records a hop of `link` within this coordinator, for `trace all`.
    private func route(_ link: ItemsDeepLink, _ call: String, _ reason: String) {
        Runtime.current.recordDecision(RoutingHop(from: objectID, to: objectID, call: call, reason: reason))
    }

    private func runInstructedFlow() {
        switch instructor {
        case .onboarding: runOnboardingFlow()
        case .auth: runAuthFlow(startingWith: nil)
        case .main:
            runMainFlow()
            if let link = heldLink {
                heldLink = nil
                Runtime.current.record(HeldLinkEvent(coordinator: objectID, link: link, instructorSaid: nil))
                mainFlow?.start(with: link)
            }
        }
    }

    private func runAuthFlow(startingWith link: ItemsDeepLink?) {
        removeRunningFlow()
        let coordinator = coordinatorFactory.makeAuthCoordinatorBox(router: router)
        coordinator.listener.wire(to: self, "authFinished") { [weak self] action in
            switch action {
            case .dismissFlow: self?.authFinished()
            }
        }
        addDependency(coordinator)
        coordinator.start(with: link)
    }

    private func runOnboardingFlow() {
        removeRunningFlow()
        let coordinator = coordinatorFactory.makeOnboardingCoordinator(router: router)
        coordinator.listener.wire(to: self, "onboardingFinished") { [weak self] action in
            switch action {
            case .dismissFlow: self?.onboardingFinished()
            }
        }
        addDependency(coordinator)
        coordinator.start()
    }

    /// The tab bar coordinator starts before its screen becomes the root, unlike the original,
    /// which sets the root first. The tab bar hands its first tab to `onViewDidLoad` when its view
    /// loads; UIKit loads it later, at layout, by which time `start()` has wired the output, but
    /// the headless model loads it as soon as it is on screen, so `start()` must come first or
    /// the items tab stays empty.
    private func runMainFlow() {
        removeRunningFlow()
        let (coordinator, module) = coordinatorFactory.makeTabbarCoordinator()
        coordinator.listener.wire(to: self, "logOut") { [weak self] action in
            switch action {
            case .logout: self?.logOut()
            }
        }
        addDependency(coordinator)
        coordinator.start()
        router.setRootModule(module, hideBar: true)
    }

    private func authFinished() {
        authState.isAuthorized = true
        runInstructedFlow()
    }

    private func onboardingFinished() {
        authState.onboardingWasShown = true
        runInstructedFlow()
    }

    private func logOut() {
        authState.isAuthorized = false
        runInstructedFlow()
    }

    /// Removes the flow that runs (and every coordinator below it) before another takes the router.
    private func removeRunningFlow() {
        for child in childCoordinators { removeDependency(child) }
    }

    /// Runs a flow by name, as `start` at the prompt asks: the app's own entry points, nothing new.
    func run(_ flow: LaunchInstructor) {
        switch flow {
        case .auth: runAuthFlow(startingWith: nil)
        case .onboarding: runOnboardingFlow()
        case .main: runMainFlow()
        }
    }
}
