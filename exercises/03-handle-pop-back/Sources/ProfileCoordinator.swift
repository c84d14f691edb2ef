import Coordinator
import HeadlessUIKit

/// The app's top coordinator: it shows the profile and runs the city picker as its child.
///
/// The picker saves the city the moment it is tapped, but the profile still shows the old one
/// after Back: nobody tells it. Your task: when the user comes back to the profile by Back,
/// refresh it from the user. radianttap's `NavigationCoordinator` calls `handlePopBack(to:)` on
/// the coordinator that owns the screen the user went back to: override it here.
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
}
