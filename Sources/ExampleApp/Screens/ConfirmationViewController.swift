import Coordinator
import HeadlessUIKit

/// Checkout, step 3: the order as it will be placed; "Place order" sends `cartPlaceOrder`. While
/// the order is being placed the button is disabled: a second tap must not order twice.
final class ConfirmationViewController: ViewController {
    /// What the confirmation shows, gathered by the checkout coordinator.
    struct Summary {
        let lines: [CartLine]
        let shipping: ShippingDetails
        let payment: PaymentMethod
    }

    private let summary: Summary
    private let placeOrder = Button(title: "Place order", identifier: "placeOrder")
    private let progress = Label(text: "Placing your order…", identifier: "progress")

    init(summary: Summary) {
        self.summary = summary
        super.init()
        title = "Confirmation"
        progress.isHidden = true
        placeOrder.isEnabled = !summary.lines.isEmpty
        placeOrder.action = { [weak self] button in self?.placeOrder(from: button) }
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
        root.addSubview(placeOrder)
        root.addSubview(progress)
        view = root
    }

    private func placeOrder(from button: Button) {
        setInFlight(true)
        runLoop.spawn { [weak self] in
            _ = try? await button.send(CartPlaceOrder())
            self?.setInFlight(false)
        }
    }

    private func setInFlight(_ inFlight: Bool) {
        placeOrder.isEnabled = !inFlight
        progress.isHidden = !inFlight
    }
}
