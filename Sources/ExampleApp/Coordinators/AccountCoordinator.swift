import Coordinator
import HeadlessUIKit

/// The account section on its own navigation controller, presented modally: Pattern.md's login
/// flow, sign-up and terms (the ApplicationCoordinator README's auth flow), the profile, and profile editing as a child
/// on the same navigation controller. It tells its parent about a login through `onLoggedIn`
/// (a coordinator's output, the city-picker talk) and about its end through `coordinatorDidFinish`,
/// also when the user swipes its sheet away (it is the sheet's presentation controller delegate).
final class AccountCoordinator: NavigationCoordinator, NeedsDependency, AdaptivePresentationControllerDelegate {
    var dependencies: AppDependency? {
        didSet {
            updateChildCoordinatorDependencies(dependencies)
            processQueuedMessages()
        }
    }

    /// Output: someone logged in (or signed up). An `Output`, so a trace shows where it leads.
    lazy var onLoggedIn = Output<User>("onLoggedIn", owner: self)

    private let factory: ScreenFactory
    private let initialPage: Page
    private let pitfalls: Set<ShopPitfall>

    init(factory: ScreenFactory, dependencies: AppDependency?, initialPage: Page, pitfalls: Set<ShopPitfall> = []) {
        self.factory = factory
        self.initialPage = initialPage
        self.pitfalls = pitfalls
        self.dependencies = dependencies
        super.init(rootViewController: NavigationController())
    }

    /// The one sign-up screen the `reusedScreen` pitfall pushes every time.
    private lazy var keptSignUp = factory.makeSignUp()

    var profileEditing: ProfileEditingCoordinator? { childCoordinators.child(matching: ProfileEditingCoordinator.self) }

    private var currentUser: User? { dependencies?.account?.currentUser }

    override func start() {
        super.start()
        if !pitfalls.contains(.unhandledSwipe) { rootViewController.presentationController?.delegate = self }
        display(initialPage)
    }

    /// The user swiped the sheet away: UIKit dismissed it without asking anyone, so the section
    /// ends here as it does through Close.
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        parent?.coordinatorDidFinish(self)
    }

    /// Shows one of the section's pages, building the screens below it the way a person would
    /// have reached it. Login pages show the profile instead when someone is logged in.
    func display(_ page: Page) {
        Runtime.current.recordDecision(
            RoutingHop(from: objectID, to: objectID, call: "display(.\(page.path))", reason: Self.route(of: page)))
        switch page {
        case .login, .signUp, .terms:
            guard currentUser == nil else { return showProfile() }
            stopProfileEditing()
            if let login = viewControllers.first as? LoginViewController {
                pop(to: login, animated: false)
            } else {
                root(factory.makeLogin())
            }
            if page != .login { show(factory.makeSignUp()) }
            if page == .terms { show(factory.makeTerms()) }
        case .profile:
            showProfile()
        case .editProfile, .regions, .cities:
            showProfile()
            startProfileEditing(at: page)
        default:
            break
        }
    }

    /// Why `display` goes where it goes, for the trace.
    private static func route(of page: Page) -> String {
        switch page {
        case .login, .signUp, .terms: "a login page: the login screen first (the profile if someone is logged in)"
        case .profile: "the profile, as the only screen"
        case .editProfile, .regions, .cities: "the profile, then startProfileEditing(at: .\(page.path)), a child on the same stack"
        default: "not an account page: nothing"
        }
    }

    private func showProfile() {
        stopProfileEditing()
        activate()
        if let profile = viewControllers.first as? ProfileViewController, viewControllers.count == 1 {
            profile.user = currentUser
        } else {
            root(factory.makeProfile(user: currentUser))
        }
    }

    private func startProfileEditing(at page: Page) {
        guard let user = currentUser else { return }
        stopProfileEditing()
        startChild(
            coordinator: ProfileEditingCoordinator(
                navigationController: rootViewController, user: user, factory: factory,
                dependencies: dependencies, initialPage: page, pitfalls: pitfalls))
    }

    /// Stops the editing child and takes the navigation controller back: stopping a child that
    /// shares it leaves it reporting to nobody (the child's `stop` clears its parentCoordinator
    /// and delegate), and the section's screens would stop answering.
    private func stopProfileEditing() {
        guard let profileEditing else { return }
        stopChild(coordinator: profileEditing)
        activate()
    }

    /// The user went back to the profile (editing finished): show what was saved.
    override func handlePopBack(to controller: ViewController?) {
        (controller as? ProfileViewController)?.user = currentUser
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        let account = dependencies?.account
        switch message {
        case let login as AccountLogin:
            return try await handle(message, using: account, named: .account) { account in
                // A refused login throws here, back to the login screen, which shows the error.
                let user = try await account.logIn(username: login.username, password: login.password)
                root(factory.makeProfile(user: user))
                onLoggedIn(user)
                return .replied(to: login, with: user, "logged in \(user.name); the profile replaced the login screen")
            }
        case let signUp as AccountSignUp:
            return try await handle(message, using: account, named: .account) { account in
                let user = try await account.signUp(name: signUp.fullName, username: signUp.username, password: signUp.password)
                root(factory.makeProfile(user: user))
                onLoggedIn(user)
                return .replied(to: signUp, with: user, "created and logged in \(user.name); the profile replaced sign-up")
            }
        case is AccountShowSignUp:
            if pitfalls.contains(.reusedScreen) {
                // The broken way: one screen, kept and pushed again, and no guard.
                show(keptSignUp)
                return .handled("pushed the kept sign-up screen")
            }
            if ignoresDoubleTap(pitfalls) { return .handled("ignored: the stack is still moving (a second tap)") }
            show(factory.makeSignUp())
            return .handled("pushed sign-up")
        case is AccountShowTerms:
            if ignoresDoubleTap(pitfalls) { return .handled("ignored: the stack is still moving (a second tap)") }
            show(factory.makeTerms())
            return .handled("pushed the terms")
        case is AccountAcceptTerms:
            guard let signUp = viewControllers.last(where: { $0 is SignUpViewController }) as? SignUpViewController else {
                return .handled("no sign-up screen is waiting for the terms")
            }
            signUp.termsAccepted = true
            pop(to: signUp)
            return .handled("terms accepted; back to sign-up, where Create account is enabled")
        case is AccountEditProfile:
            guard currentUser != nil else { return .handled("nobody is logged in") }
            if ignoresDoubleTap(pitfalls) { return .handled("ignored: the stack is still moving (a second tap)") }
            startProfileEditing(at: .editProfile)
            return .handled("started profile editing")
        case is AccountLogout:
            return await handle(message, using: account, named: .account) { account in
                account.logOut()
                display(.login)
                return .handled("logged out; back to the login screen")
            }
        case is AccountClose:
            parent?.coordinatorDidFinish(self)
            return .handled("the account flow finished")
        default:
            return .pass
        }
    }
}
