import Coordinator
import HeadlessUIKit

/// The settings flow: a child of `HomeCoordinator` on its navigation controller.
///
/// Its Done button takes the settings screen off the stack, and the screen disappears. But run
/// `exercise play 4`, `tap settings`, `tap done`, then `objects` and `holders SettingsCoordinator`:
/// the coordinator is still alive, and so is its screen. Fix `receive` so that the flow ends the
/// way radianttap's Coordinator ends one: the child tells its parent it is finished, and the
/// parent stops it (which takes the child's screens off the stack).
final class SettingsCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [SettingsDone.self] }

    override func start() {
        super.start()
        show(SettingsViewController())
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard message is SettingsDone else { return .pass }
        rootViewController.popViewController(animated: false)
        return .handled("took the settings screen off the stack")
    }
}
