import HeadlessUIKit
import RouterCoordinator

// The app's screens and the factory that makes them. Read them; you need not change them.

/// The home screen: an Account button, reported through the `onAccount` closure.
final class HomeViewController: ViewController, DeclaresOutputs {
    lazy var onAccount = Output<Void>("onAccount", owner: self)
    var outputs: [any OutputDescribing] { [onAccount] }

    override init() {
        super.init()
        title = "Library"
        view.addSubview(Button(title: "Account", identifier: "account") { [weak self] _ in self?.onAccount() })
    }
}

/// The account screen. It has no Done button: the user leaves it with the navigation bar's Back.
final class AccountViewController: ViewController {
    override init() {
        super.init()
        title = "Account"
        view.addSubview(Label(text: "3 books on loan", identifier: "loans"))
    }
}

/// Makes the screens, so that no coordinator names a screen's class (the README's `ModuleFactory`).
protocol ModuleFactory {
    func makeHome() -> HomeViewController
    func makeAccount() -> AccountViewController
}

final class ModuleFactoryImp: ModuleFactory {
    func makeHome() -> HomeViewController { HomeViewController() }
    func makeAccount() -> AccountViewController { AccountViewController() }
}
