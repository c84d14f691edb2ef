import Coordinator
import HeadlessUIKit

/// Sign-up (the ApplicationCoordinator README's auth flow): "Create account" stays disabled until the terms are
/// accepted; `termsAccepted` is an input the account coordinator sets. While the account is being
/// created the button is disabled too, so a second tap cannot create it twice.
final class SignUpViewController: ViewController {
    var termsAccepted = false {
        didSet { render() }
    }
    private var isCreating = false {
        didSet { render() }
    }

    private let fullName = TextField(placeholder: "Full name", identifier: "name")
    private let username = TextField(placeholder: "Username", identifier: "username")
    private let password = TextField(placeholder: "Password", identifier: "password", isSecureTextEntry: true)
    private let terms = Label(identifier: "terms")
    private let readTerms = Button(title: "Read terms", identifier: "readTerms")
    private let createAccount = Button(title: "Create account", identifier: "createAccount")
    private let progress = Label(text: "Creating your account…", identifier: "progress")
    private let error = Label(identifier: "error")

    override init() {
        super.init()
        title = "Sign up"
        error.isHidden = true
        readTerms.action = { button in button.startSending(AccountShowTerms()) }
        createAccount.action = { [weak self] button in self?.createAccount(from: button) }
        render()
    }

    override func loadView() {
        let root = View()
        for subview in [fullName, username, password, terms, readTerms, createAccount, progress, error] { root.addSubview(subview) }
        view = root
    }

    private func createAccount(from button: Button) {
        let request = AccountSignUp(fullName: fullName.text, username: username.text, password: password.text)
        error.isHidden = true
        isCreating = true
        runLoop.spawn { [weak self] in
            do {
                _ = try await button.send(request)
            } catch {
                self?.error.text = String(describing: error)
                self?.error.isHidden = false
            }
            self?.isCreating = false
        }
    }

    private func render() {
        terms.text = termsAccepted ? "Terms accepted" : "Accept the terms to create an account"
        createAccount.isEnabled = termsAccepted && !isCreating
        progress.isHidden = !isCreating
    }
}
