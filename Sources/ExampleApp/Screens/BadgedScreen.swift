import Coordinator
import HeadlessUIKit

/// A catalog screen that shows the cart badge. Like the demo's screens it asks for the count
/// (`cartStatus`) each time it appears, and shows the awaited reply; while it is on screen only
/// a reply updates it.
class BadgedScreen: ViewController {
    let cartBadge = Label(text: "Cart (0)", identifier: "cartBadge")
    let cartButton = Button(title: "Cart", identifier: "cart")

    var cartItemCount = 0 {
        didSet { cartBadge.text = "Cart (\(cartItemCount))" }
    }

    override init() {
        super.init()
        cartButton.action = { button in button.startSending(CartToggle()) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        runLoop.spawn { [weak self] in
            guard let count = try? await self?.send(CartStatus()) else { return }
            self?.cartItemCount = count
        }
    }
}
