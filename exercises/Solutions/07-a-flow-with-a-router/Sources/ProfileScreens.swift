import HeadlessUIKit
import RouterCoordinator

// The app's screens and the factory that makes them. Read them; you need not change them.

/// The home screen: an Edit profile button, reported through the `onEditProfile` closure.
final class HomeViewController: ViewController, DeclaresOutputs {
    lazy var onEditProfile = Output<Void>("onEditProfile", owner: self)
    var outputs: [any OutputDescribing] { [onEditProfile] }

    override init() {
        super.init()
        title = "Home"
        view.addSubview(Button(title: "Edit profile", identifier: "editProfile") { [weak self] _ in self?.onEditProfile() })
    }
}

/// The profile screen: a Done button, reported through `onDone`.
final class ProfileViewController: ViewController, DeclaresOutputs {
    lazy var onDone = Output<Void>("onDone", owner: self)
    var outputs: [any OutputDescribing] { [onDone] }

    override init() {
        super.init()
        title = "Profile"
        view.addSubview(Label(text: "Ada Lovelace", identifier: "name"))
        view.addSubview(Button(title: "Done", identifier: "done") { [weak self] _ in self?.onDone() })
    }
}

/// Makes the screens, so that no coordinator names a screen's class (the README's
/// `ModuleFactory`).
protocol ModuleFactory {
    func makeHome() -> HomeViewController
    func makeProfile() -> ProfileViewController
}

final class ModuleFactoryImp: ModuleFactory {
    func makeHome() -> HomeViewController { HomeViewController() }
    func makeProfile() -> ProfileViewController { ProfileViewController() }
}
