import Coordinator
import HeadlessUIKit

// The app's top coordinator. Read it; you need not change it.

/// Shows the edit screen, and runs the work-cities picker as its child on the same navigation
/// controller when `workCitiesPick` reaches it.
final class ProfileCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [WorkCitiesPick.self] }
    let user = User()

    init() {
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(EditProfileViewController(workCities: user.workCities))
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard message is WorkCitiesPick else { return .pass }
        startChild(coordinator: WorkCitiesCoordinator(rootViewController: rootViewController, user: user))
        return .handled("started the work-cities picker")
    }
}
