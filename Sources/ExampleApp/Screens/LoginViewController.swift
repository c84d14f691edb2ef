import Coordinator
import HeadlessUIKit

/// Pattern.md's login screen: it only collects a username and a password and says "log in".
/// It never learns of the account service, the coordinator or the profile screen: it awaits the
/// message's reply, and an error comes back thrown, which it shows.
///
/// While the login is in flight the button is disabled and a label says so: a second tap
/// (a person who taps twice, impatient) must not start a second login.
final class LoginViewController: ViewController {
    private let username = TextField(placeholder: "Username", identifier: "username")
    private let password = TextField(placeholder: "Password", identifier: "password", isSecureTextEntry: true)
    private let logIn = Button(title: "Log in", identifier: "logIn")
    private let progress = Label(text: "Logging in…", identifier: "progress")
    private let signUp = Button(title: "Sign up", identifier: "signUp")
    private let close = Button(title: "Close", identifier: "close")
    private let error = Label(identifier: "error")

    override init() {
        super.init()
        title = "Log in"
        error.isHidden = true
        progress.isHidden = true
        logIn.action = { [weak self] button in self?.logIn(from: button) }
        signUp.action = { button in button.startSending(AccountShowSignUp()) }
        close.action = { button in button.startSending(AccountClose()) }
    }

    override func loadView() {
        let root = View()
        for subview in [username, password, logIn, progress, error, signUp, close] { root.addSubview(subview) }
        view = root
    }

    /// As the button's action would on a device: `Task { try await sender.accountLogin(…) }`.
    private func logIn(from button: Button) {
        let request = AccountLogin(username: username.text, password: password.text)
        show(error: nil)
        setInFlight(true)
        runLoop.spawn { [weak self] in
            do {
                _ = try await button.send(request)
            } catch {
                self?.show(error: String(describing: error))
            }
            self?.setInFlight(false)
        }
    }

    private func setInFlight(_ inFlight: Bool) {
        logIn.isEnabled = !inFlight
        progress.isHidden = !inFlight
    }

    private func show(error message: String?) {
        error.text = message ?? ""
        error.isHidden = message == nil
    }
}
