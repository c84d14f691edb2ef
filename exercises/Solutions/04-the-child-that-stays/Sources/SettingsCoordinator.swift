import Coordinator
import HeadlessUIKit

/// The settings flow: a child of `HomeCoordinator` on its navigation controller.
final class SettingsCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [SettingsDone.self] }

    override func start() {
        super.start()
        show(SettingsViewController())
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard message is SettingsDone else { return .pass }
        // The parent stops this child: it forgets it, and `stop()` takes its screens off the stack.
        parent?.coordinatorDidFinish(self)
        return .handled("finished the settings flow")
    }
}
