import Coordinator
import HeadlessUIKit

// The bakery's one coordinator. Read it; you need not change it.

/// Keeps the basket: it handles `basketAdd` and replies with how many items the basket holds.
/// It never touches a screen's badge: whoever sent the message, or listened on its way, does.
final class BakeryCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [BasketAdd.self] }
    private(set) var basket: [String] = []

    init() {
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(HomeViewController())
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard let add = message as? BasketAdd else { return .pass }
        basket.append(add.item)
        return .replied(to: add, with: basket.count, "put \(add.item) in the basket")
    }
}
