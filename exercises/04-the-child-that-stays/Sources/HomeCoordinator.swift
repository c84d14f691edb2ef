import Coordinator
import HeadlessUIKit

// The app's top coordinator. Read it; you need not change it.

/// Shows the home screen, and starts the settings flow as a child coordinator on the same
/// navigation controller when `settingsOpen` reaches it.
final class HomeCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [SettingsOpen.self] }

    init() {
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(HomeViewController())
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard message is SettingsOpen else { return .pass }
        startChild(coordinator: SettingsCoordinator(rootViewController: rootViewController))
        return .handled("started the settings flow")
    }
}
