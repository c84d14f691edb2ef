import Coordinator
import HeadlessUIKit

/// Checkout, step 2: how to pay (card preselected).
final class PaymentViewController: ViewController {
    private var payment = PaymentMethod.card
    private let methods = TableView(identifier: "methods")

    override init() {
        super.init()
        title = "Payment"
        // Swiping checkout away here would lose what the person chose: UIKit keeps the sheet.
        isModalInPresentation = true
        methods.onSelect = { [weak self] index, _ in
            self?.payment = PaymentMethod.allCases[index]
            self?.render()
        }
        render()
    }

    override func loadView() {
        let root = View()
        root.addSubview(methods)
        root.addSubview(
            Button(title: "Continue", identifier: "continue") { [weak self] button in
                guard let self else { return }
                button.startSending(CartSetPayment(payment: self.payment))
            })
        view = root
    }

    private func render() {
        methods.rows = PaymentMethod.allCases.map { TableView.Row(title: $0.rawValue, isChecked: $0 == payment) }
    }
}
