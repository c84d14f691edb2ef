import Coordinator
import HeadlessUIKit

/// The bakery's home screen: the basket's badge, and today's offer with its Buy now button.
///
/// Your task: the offer's button sends `basketAdd` up the chain, through this screen, to the
/// coordinator that keeps the basket. Listen to it on its way: declare `BasketAdd` among the
/// messages this screen acts on, and in `receive` pass it on with `.forward(_:_:onReply:)`,
/// setting `basketCount` from the reply. Do not handle it here: the basket is the coordinator's.
final class HomeViewController: ViewController, HandlesMessages {
    /// The message types `receive` acts on: a message not listed here passes this screen by.
    static var handledMessages: [any Message.Type] { [] }

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
        .pass
    }
}
