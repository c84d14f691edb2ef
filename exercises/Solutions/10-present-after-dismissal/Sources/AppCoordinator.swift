import Coordinator
import HeadlessUIKit

/// The app's top coordinator. Buy ticket needs a user: with nobody logged in it presents the
/// login first, and once someone logs in, takes the login sheet away and presents checkout.
final class AppCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [TicketBuy.self] }
    let session = Session()
    private var login: LoginCoordinator?

    init() {
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(HomeViewController())
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard message is TicketBuy else { return .pass }
        if session.user == nil {
            showLogin()
            return .handled("nobody is logged in: showed the login first")
        }
        showCheckout()
        return .handled("showed checkout")
    }

    private func showLogin() {
        let login = LoginCoordinator(session: session)
        login.onLoggedIn = { [weak self] in self?.loggedIn() }
        self.login = login
        startChild(coordinator: login)
        rootViewController.present(login.rootViewController, animated: true)
    }

    private func loggedIn() {
        if let login { stopChild(coordinator: login) }
        login = nil
        // A dismissal takes time: UIKit refuses a present from a controller whose dismissal runs.
        dismiss(animated: true) { [weak self] in self?.showCheckout() }
    }

    private func showCheckout() {
        let checkout = CheckoutCoordinator(session: session)
        startChild(coordinator: checkout)
        rootViewController.present(checkout.rootViewController, animated: true)
    }
}
