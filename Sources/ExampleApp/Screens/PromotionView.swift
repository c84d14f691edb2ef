import Coordinator
import HeadlessUIKit

/// One promotion on the home screen: a title and a "Buy now" button. The button sends
/// `cartAdd` from deep inside the home screen's view tree, so the home screen sees it pass.
final class PromotionView: View {
    init(product: Product) {
        super.init()
        identifier = "promotion\(product.id)"
        addSubview(Label(text: "\(product.name) · €\(product.price)", identifier: "promotionTitle\(product.id)"))
        addSubview(
            Button(title: "Buy now", identifier: "buyNow\(product.id)") { button in
                button.startSending(CartAdd(product: product))
            })
    }
}
