import Coordinator
import HeadlessUIKit

/// Sign-up (the ApplicationCoordinator README's auth flow): "Create account" stays disabled until the terms are
/// accepted; `termsAccepted` is an input the account coordinator sets.
final class SignUpViewController: ViewController {
    var termsAccepted = false {
        didSet { render() }
    }

    private let fullName = TextField(placeholder: "Full name", identifier: "name")
    private let username = TextField(placeholder: "Username", identifier: "username")
    private let password = TextField(placeholder: "Password", identifier: "password", isSecureTextEntry: true)
    private let terms = Label(identifier: "terms")
    private let readTerms = Button(title: "Read terms", identifier: "readTerms")
    private let createAccount = Button(title: "Create account", identifier: "createAccount")
    private let error = Label(identifier: "error")

    override init() {
        super.init()
        title = "Sign up"
        error.isHidden = true
        readTerms.action = { button in button.send(AccountShowTerms()) }
        createAccount.action = { [weak self] button in
            guard let self else { return }
            let request = AccountSignUp(fullName: self.fullName.text, username: self.username.text, password: self.password.text) {
                [weak self] result in
                if case .failure(let failure) = result {
                    self?.error.text = failure.message
                    self?.error.isHidden = false
                }
            }
            button.send(request)
        }
        render()
    }

    override func loadView() {
        let root = View()
        for subview in [fullName, username, password, terms, readTerms, createAccount, error] { root.addSubview(subview) }
        view = root
    }

    private func render() {
        terms.text = termsAccepted ? "Terms accepted" : "Accept the terms to create an account"
        createAccount.isEnabled = termsAccepted
    }
}
