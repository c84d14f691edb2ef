import Coordinator
import HeadlessUIKit

// The bakery's message and the offer inside the home screen. Read them; you need not change them.

/// Puts one item in the basket. Its reply is how many items the basket holds after it: the
/// sender awaits it, as it awaits an async method's result in radianttap's library.
public struct BasketAdd: Message {
    public typealias Reply = Int
    public static let name = "basketAdd"
    public let item: String

    public init(item: String) { self.item = item }

    public var arguments: [(label: String, value: String)] { [("item", item)] }
    public func describe(_ reply: Int) -> String? { "\(reply) in the basket" }
}

/// Today's offer: a view deep inside the home screen, with a Buy now button that sends
/// `basketAdd`. It knows nothing of the badge, nor who keeps the basket.
final class OfferView: View {
    init(item: String) {
        super.init()
        identifier = "offer"
        addSubview(Label(text: item, identifier: "offerName"))
        addSubview(Button(title: "Buy now", identifier: "buyNow") { $0.startSending(BasketAdd(item: item)) })
    }
}
