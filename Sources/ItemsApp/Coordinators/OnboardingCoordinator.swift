import RouterCoordinator

/// The onboarding screen as the root of the application coordinator's router; it reports
/// `.dismissFlow` when the user finishes.
final class OnboardingCoordinator: BaseCoordinator<DismissAction>, RoutedCoordinator {
    let router: any RouterProtocol
    private let factory: OnboardingModuleFactory

    init(router: any RouterProtocol, factory: OnboardingModuleFactory) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        let onboarding = factory.makeOnboardingModule()
        onboarding.onFinish.wire(to: self, "finish") { [weak self] in self?.finish() }
        router.setRootModule(onboarding)
    }

    private func finish() {
        listener(.dismissFlow)
    }
}
