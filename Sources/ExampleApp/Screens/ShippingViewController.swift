import Coordinator
import HeadlessUIKit

/// Checkout, step 1: who receives the order and where. Prefilled from the user by the
/// checkout coordinator.
final class ShippingViewController: ViewController {
    private let recipient: TextField
    private let address: TextField

    init(prefilled details: ShippingDetails) {
        recipient = TextField(placeholder: "Recipient", identifier: "recipient", text: details.recipient)
        address = TextField(placeholder: "Address", identifier: "address", text: details.address)
        super.init()
        title = "Shipping"
    }

    override func loadView() {
        let root = View()
        root.addSubview(recipient)
        root.addSubview(address)
        root.addSubview(
            Button(title: "Continue", identifier: "continue") { [weak self] button in
                guard let self else { return }
                button.startSending(CartSetShipping(shipping: ShippingDetails(recipient: self.recipient.text, address: self.address.text)))
            })
        root.addSubview(Button(title: "Cancel", identifier: "cancel") { button in button.startSending(CartCancelCheckout()) })
        view = root
    }
}
