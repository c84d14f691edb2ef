import HeadlessUIKit

/// The login screen as its coordinator knows it: two outputs, and nothing else.
protocol LoginPresentable: BasePresentable {
    var onCompleteAuth: Output<Void> { get }
    var onSignUpButtonTap: Output<Void> { get }
}

/// "Login": logging in completes the auth flow; "Sign up" asks for the sign-up screen. The screen
/// decides neither: it only fires its outputs.
final class LoginViewController: ViewController, LoginPresentable {
    lazy var onCompleteAuth = Output<Void>("onCompleteAuth", owner: self)
    lazy var onSignUpButtonTap = Output<Void>("onSignUpButtonTap", owner: self)
    var outputs: [any OutputDescribing] { [onCompleteAuth, onSignUpButtonTap] }

    private let logIn = Button(title: "Log in", identifier: "logIn")
    private let signUp = Button(title: "Sign up", identifier: "signUp")

    override init() {
        super.init()
        title = "Login"
        logIn.action = { [weak self] _ in self?.onCompleteAuth() }
        signUp.action = { [weak self] _ in self?.onSignUpButtonTap() }
    }

    override func loadView() {
        let root = View()
        root.addSubview(logIn)
        root.addSubview(signUp)
        view = root
    }
}
