import Coordinator
import HeadlessUIKit

/// Checkout, step 3: the order as it will be placed; "Place order" sends `cartPlaceOrder`.
final class ConfirmationViewController: ViewController {
    /// What the confirmation shows, gathered by the checkout coordinator.
    struct Summary {
        let lines: [CartLine]
        let shipping: ShippingDetails
        let payment: PaymentMethod
    }

    private let summary: Summary

    init(summary: Summary) {
        self.summary = summary
        super.init()
        title = "Confirmation"
    }

    override func loadView() {
        let root = View()
        root.addSubview(
            TableView(
                identifier: "lines",
                rows: summary.lines.map {
                    TableView.Row(title: $0.text, detail: "€\($0.product.price)")
                }))
        root.addSubview(Label(text: "Total: €\(summary.lines.reduce(0) { $0 + $1.product.price })", identifier: "total"))
        root.addSubview(Label(text: "Ship to \(summary.shipping.recipient), \(summary.shipping.address)", identifier: "shipping"))
        root.addSubview(Label(text: "Pay by \(summary.payment.rawValue.lowercased())", identifier: "payment"))
        let placeOrder = Button(title: "Place order", identifier: "placeOrder") { button in button.send(CartPlaceOrder()) }
        placeOrder.isEnabled = !summary.lines.isEmpty
        root.addSubview(placeOrder)
        view = root
    }
}
