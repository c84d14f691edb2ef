import RouterCoordinator

/// Login, then optionally sign-up and the terms, on the application coordinator's router. It
/// reports `.dismissFlow` when the user logs in or signs up; its parent decides what comes next.
final class AuthCoordinator: BaseCoordinator<DismissAction>, RoutedCoordinator {
    let router: any RouterProtocol
    private let factory: AuthModuleFactory
    /// The sign-up screen, for the terms screen's output to reach; the router keeps it alive.
    private weak var signUpView: SignUpPresentable?

    init(router: any RouterProtocol, factory: AuthModuleFactory) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        showLogin()
    }

    /// `items://signup` starts on sign-up, above login. The original's link runs the auth flow
    /// from `start()`, so it stops at login.
    override func start(with option: (any DeepLinkOption)?) {
        showLogin()
        if option as? ItemsDeepLink == .signUp { showSignUp() }
    }

    private func showLogin() {
        let loginOutput = factory.makeLoginOutput()
        loginOutput.onCompleteAuth.wire(to: self, "finish") { [weak self] in self?.finish() }
        loginOutput.onSignUpButtonTap.wire(to: self, "showSignUp") { [weak self] in self?.showSignUp() }
        router.setRootModule(loginOutput)
    }

    private func showSignUp() {
        let signUp = factory.makeSignUpHandler()
        signUp.onSignUpComplete.wire(to: self, "finish") { [weak self] in self?.finish() }
        signUp.onTermsButtonTap.wire(to: self, "showTerms") { [weak self] in self?.showTerms() }
        signUpView = signUp
        router.push(signUp)
    }

    /// The terms screen starts where the sign-up screen stands, and every flip of its switch
    /// reaches the sign-up screen underneath at once: one screen's output, the other's input,
    /// joined here.
    private func showTerms() {
        let termsOutput = factory.makeTermsOutput()
        termsOutput.confirmed = signUpView?.confirmed ?? false
        termsOutput.onConfirmChanged.wire(to: self, "signUpView.conformTermsAgreement") { [weak self] confirmed in
            self?.signUpView?.conformTermsAgreement(confirmed)
        }
        router.push(termsOutput, animated: true)
    }

    private func finish() {
        listener(.dismissFlow)
    }
}
