import Coordinator
import HeadlessUIKit

/// Checkout on its own navigation controller, presented modally: shipping, payment,
/// confirmation. Placing the order empties the cart; then (or on cancel, or when the user swipes
/// the sheet away: it is the sheet's presentation controller delegate) it tells its parent it
/// finished, and the parent dismisses it. The payment screen cannot be swiped away
/// (`isModalInPresentation`): what the person chose there would be lost.
final class CheckoutCoordinator: NavigationCoordinator, NeedsDependency, AdaptivePresentationControllerDelegate {
    var dependencies: AppDependency? {
        didSet {
            updateChildCoordinatorDependencies(dependencies)
            processQueuedMessages()
        }
    }

    private let factory: ScreenFactory
    private let initialPage: Page
    private let pitfalls: Set<ShopPitfall>
    private(set) var shipping: ShippingDetails?
    private(set) var payment = PaymentMethod.card

    init(factory: ScreenFactory, dependencies: AppDependency?, initialPage: Page, pitfalls: Set<ShopPitfall> = []) {
        self.factory = factory
        self.initialPage = initialPage
        self.pitfalls = pitfalls
        self.dependencies = dependencies
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        if !pitfalls.contains(.unhandledSwipe) { rootViewController.presentationController?.delegate = self }
        root(factory.makeShipping(prefilled: suggestedShipping))
        if initialPage == .payment || initialPage == .confirmation {
            shipping = suggestedShipping
            show(factory.makePayment())
        }
        if initialPage == .confirmation, let summary { show(factory.makeConfirmation(summary)) }
    }

    /// The user's name and city, until the person types something else.
    var suggestedShipping: ShippingDetails {
        let user = dependencies?.account?.currentUser
        return ShippingDetails(recipient: user?.name ?? "", address: user?.city?.name ?? "")
    }

    var summary: ConfirmationViewController.Summary? {
        guard let cart = dependencies?.cart else { return nil }
        return .init(lines: cart.lines, shipping: shipping ?? suggestedShipping, payment: payment)
    }

    /// The user swiped the sheet away: UIKit dismissed it without asking anyone, so checkout ends
    /// here as it does through Cancel.
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        parent?.coordinatorDidFinish(self)
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        let cart = dependencies?.cart
        switch message {
        case let step as CartSetShipping:
            if ignoresDoubleTap(pitfalls) { return .handled("ignored: the stack is still moving (a second tap)") }
            shipping = step.shipping
            show(factory.makePayment())
            return .handled("shipping to \(step.shipping.recipient), \(step.shipping.address); pushed payment")
        case let step as CartSetPayment:
            if ignoresDoubleTap(pitfalls) { return .handled("ignored: the stack is still moving (a second tap)") }
            payment = step.payment
            return await handle(message, using: cart, named: .cart) { cart in
                show(factory.makeConfirmation(.init(lines: cart.lines, shipping: shipping ?? suggestedShipping, payment: payment)))
                return .handled("paying by \(payment.rawValue.lowercased()); pushed the confirmation")
            }
        case let placing as CartPlaceOrder:
            return await handle(message, using: cart, named: .cart) { cart in
                let order = await cart.placeOrder(shipping: shipping ?? suggestedShipping, payment: payment)
                parent?.coordinatorDidFinish(self)
                return .replied(
                    to: placing, with: order,
                    "placed order #\(order.number) (\(itemCount(order.lines.count)), €\(order.total)); the cart is empty")
            }
        case is CartCancelCheckout:
            parent?.coordinatorDidFinish(self)
            return .handled("checkout cancelled")
        default:
            return .pass
        }
    }
}
