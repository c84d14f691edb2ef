import Coordinator
import HeadlessUIKit

/// The bakery's home screen: the basket's badge, and today's offer with its Buy now button.
/// It listens to `basketAdd` on its way up and updates its badge from the reply on the way back.
final class HomeViewController: ViewController, HandlesMessages {
    static var handledMessages: [any Message.Type] { [BasketAdd.self] }

    private let basketBadge = Label(text: "Basket (0)", identifier: "basketBadge")
    var basketCount = 0 {
        didSet { basketBadge.text = "Basket (\(basketCount))" }
    }

    override init() {
        super.init()
        title = "Bakery"
        view.addSubview(basketBadge)
        view.addSubview(OfferView(item: "Croissant"))
    }

    func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard let add = message as? BasketAdd else { return .pass }
        // Passed on, not handled: the coordinator keeps the basket; this screen hears the answer.
        return .forward(add, "awaits the reply to update the badge") { [weak self] count in
            self?.basketCount = count
        }
    }
}
