import Coordinator
import HeadlessUIKit

// The two flows the app coordinator presents. Read them; you need not change them.

/// The login flow, presented as a sheet on a navigation controller of its own. On Log in it saves
/// the user and tells its parent through `onLoggedIn`; taking the sheet away is the parent's job.
final class LoginCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [LoginSubmit.self] }
    private let session: Session
    /// Set by the parent: what happens once someone has logged in.
    var onLoggedIn: (() -> Void)?

    init(session: Session) {
        self.session = session
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(LoginViewController())
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard message is LoginSubmit else { return .pass }
        session.user = "Ada"
        onLoggedIn?()
        return .handled("logged Ada in")
    }
}

/// The checkout flow, presented as a sheet of its own.
final class CheckoutCoordinator: NavigationCoordinator {
    private let session: Session

    init(session: Session) {
        self.session = session
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(CheckoutViewController(user: session.user ?? "nobody"))
    }
}
