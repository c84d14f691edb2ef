import Coordinator
import HeadlessUIKit

/// Pattern.md's login screen: it only collects a username and a password and says "log in".
/// It never learns of the account service, the coordinator or the profile screen; an error
/// comes back in the message's reply.
final class LoginViewController: ViewController {
    private let username = TextField(placeholder: "Username", identifier: "username")
    private let password = TextField(placeholder: "Password", identifier: "password", isSecureTextEntry: true)
    private let logIn = Button(title: "Log in", identifier: "logIn")
    private let signUp = Button(title: "Sign up", identifier: "signUp")
    private let close = Button(title: "Close", identifier: "close")
    private let error = Label(identifier: "error")

    override init() {
        super.init()
        title = "Log in"
        error.isHidden = true
        logIn.action = { [weak self] button in
            guard let self else { return }
            self.show(error: nil)
            button.send(
                AccountLogin(username: self.username.text, password: self.password.text) { [weak self] result in
                    if case .failure(let failure) = result { self?.show(error: failure.message) }
                })
        }
        signUp.action = { button in button.send(AccountShowSignUp()) }
        close.action = { button in button.send(AccountClose()) }
    }

    override func loadView() {
        let root = View()
        for subview in [username, password, logIn, error, signUp, close] { root.addSubview(subview) }
        view = root
    }

    private func show(error message: String?) {
        error.text = message ?? ""
        error.isHidden = message == nil
    }
}
