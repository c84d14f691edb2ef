import HeadlessUIKit
import RouterCoordinator
import Testing

@testable import ItemsApp

/// The original's `AuthCoordinatorTest` (stack after start, sign-up and terms), on a real router
/// and navigation controller instead of its router mock, and the terms agreement reaching the
/// sign-up screen through the coordinator.
@Suite struct AuthCoordinatorTests {
    /// An auth coordinator alone on a router, as the original's test makes it.
    struct Alone {
        let runtime = Runtime()
        let navigation: NavigationController
        let coordinator: AuthCoordinator

        init() {
            (navigation, coordinator) = runtime.run {
                let navigation = NavigationController()
                let router = RouterImp(rootController: navigation)
                return (navigation, AuthCoordinator(router: router, factory: ModuleFactoryImp(store: ItemStore())))
            }
        }

        var stack: [String] { navigation.viewControllers.map(\.objectID.typeName) }
        func top<Screen>(as type: Screen.Type) -> Screen? { navigation.topViewController as? Screen }
    }

    @Test func startShowsLogin() {
        let auth = Alone()
        auth.runtime.run { auth.coordinator.start() }
        #expect(auth.stack == ["LoginViewController"])
    }

    @Test func signUpPushesSignUp() {
        let auth = Alone()
        auth.runtime.run {
            auth.coordinator.start()
            auth.top(as: LoginViewController.self)?.onSignUpButtonTap()
        }
        #expect(auth.stack == ["LoginViewController", "SignUpViewController"])
    }

    @Test func termsPushesTerms() {
        let auth = Alone()
        auth.runtime.run {
            auth.coordinator.start()
            auth.top(as: LoginViewController.self)?.onSignUpButtonTap()
            auth.top(as: SignUpViewController.self)?.onTermsButtonTap()
        }
        #expect(auth.stack == ["LoginViewController", "SignUpViewController", "TermsViewController"])
    }

    /// The original's agreement test fires the terms output, pops, and reads the sign-up screen; here
    /// the sign-up screen is already updated while the terms are still on top, and back again when
    /// the switch is flipped off.
    @Test func confirmingTermsUpdatesSignUpUnderneathAtOnce() throws {
        let auth = Alone()
        try auth.runtime.run {
            auth.coordinator.start()
            auth.top(as: LoginViewController.self)?.onSignUpButtonTap()
            let signUp = try #require(auth.top(as: SignUpViewController.self))
            #expect(!signUp.confirmed)
            signUp.onTermsButtonTap()
            let terms = try #require(auth.top(as: TermsViewController.self))
            #expect(!terms.confirmed)
            terms.onConfirmChanged(true)
            #expect(signUp.confirmed)
            #expect(auth.stack.last == "TermsViewController")
            terms.onConfirmChanged(false)
            #expect(!signUp.confirmed)
        }
    }

    /// A second visit to the terms starts the switch where the sign-up screen stands.
    @Test func termsStartWhereSignUpStands() throws {
        let auth = Alone()
        try auth.runtime.run {
            auth.coordinator.start()
            auth.top(as: LoginViewController.self)?.onSignUpButtonTap()
            let signUp = try #require(auth.top(as: SignUpViewController.self))
            signUp.conformTermsAgreement(true)
            signUp.onTermsButtonTap()
            #expect(auth.top(as: TermsViewController.self)?.confirmed == true)
        }
    }

    @Test func loggingInReportsDismissFlowOnce() {
        let auth = Alone()
        var reported: [DismissAction] = []
        auth.runtime.run {
            auth.coordinator.listener.wire(to: auth.coordinator, "reported") { reported.append($0) }
            auth.coordinator.start()
            auth.top(as: LoginViewController.self)?.onCompleteAuth()
        }
        #expect(reported == [.dismissFlow])
    }

    /// Signing up is refused by the screen until the terms are confirmed: no action reaches the parent.
    @Test func signingUpReportsOnlyOnceTheTermsAreConfirmed() {
        let launched = Launched()
        launched.tap("signUp")
        #expect((launched.control("signUp") as? Button)?.isEnabled == false)
        launched.tap("readTerms")
        launched.tap("agree")
        #expect(launched.stack == ["LoginViewController", "SignUpViewController", "TermsViewController"])
        launched.back()
        #expect(launched.control("terms") != nil)
        launched.tap("signUp")
        #expect(launched.visible == "OnboardingViewController")
        #expect(launched.live("AuthCoordinator").isEmpty)
    }
}
