import Coordinator
import HeadlessUIKit

// The ticket app's session, messages and screens. Read them; you need not change them.

/// Who is logged in: one object the coordinators share.
final class Session {
    var user: String?
}

/// Asks to buy a ticket: the home screen's Buy ticket button sends it.
public struct TicketBuy: Message {
    public static let name = "ticketBuy"
    public init() {}
}

/// Logs in: the login screen's Log in button sends it.
public struct LoginSubmit: Message {
    public static let name = "loginSubmit"
    public init() {}
}

/// The home screen: a Buy ticket button.
final class HomeViewController: ViewController {
    override init() {
        super.init()
        title = "Tickets"
        view.addSubview(Button(title: "Buy ticket", identifier: "buyTicket") { $0.startSending(TicketBuy()) })
    }
}

/// The login sheet: a Log in button.
final class LoginViewController: ViewController {
    override init() {
        super.init()
        title = "Log in"
        view.addSubview(Button(title: "Log in", identifier: "logIn") { $0.startSending(LoginSubmit()) })
    }
}

/// Checkout's first screen.
final class CheckoutViewController: ViewController {
    init(user: String) {
        super.init()
        title = "Checkout"
        view.addSubview(Label(text: "Paying as \(user)", identifier: "payer"))
    }
}
