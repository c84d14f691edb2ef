import Coordinator
import HeadlessUIKit

// The picker's coordinator. Read it; you need not change it.

/// The city picker: a child of `ProfileCoordinator` on its navigation controller. A tap on a city
/// saves it to the user at once, and the picker stays until the user leaves it with Back: then
/// the library finishes it (its one screen left the stack) and hands the stack back to the parent.
final class CityPickerCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [CitySelect.self] }
    private let user: User

    init(rootViewController: NavigationController, user: User) {
        self.user = user
        super.init(rootViewController: rootViewController)
    }

    override func start() {
        super.start()
        show(CitiesViewController(chosen: user.city))
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard let select = message as? CitySelect else { return .pass }
        user.city = select.city
        (viewControllers.last as? CitiesViewController)?.mark(select.city)
        return .handled("saved \(select.city) as the user's city")
    }
}
