import Coordinator
import HeadlessUIKit

/// The app's top coordinator: it shows the profile and runs the city picker as its child.
final class ProfileCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [CityPick.self] }
    let user = User()

    init() {
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(ProfileViewController(city: user.city))
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard message is CityPick else { return .pass }
        startChild(coordinator: CityPickerCoordinator(rootViewController: rootViewController, user: user))
        return .handled("started the city picker")
    }

    /// Back landed on one of this coordinator's screens: the picker may have changed the user.
    override func handlePopBack(to controller: ViewController?) {
        (controller as? ProfileViewController)?.show(city: user.city)
    }
}
