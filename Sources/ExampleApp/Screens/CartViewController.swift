import Coordinator
import HeadlessUIKit

/// The cart. Its lines are an input the cart coordinator sets (nil while the cart service is
/// not ready). Selecting a line asks to remove it; the coordinator asks for confirmation.
final class CartViewController: ViewController {
    var lines: [CartLine]? {
        didSet { render() }
    }

    private let cartBadge = Label(identifier: "cartBadge")
    private let status = Label(identifier: "status")
    private let linesTable = TableView(identifier: "lines")
    private let total = Label(identifier: "total")
    private let catalogButton = Button(title: "Catalog", identifier: "catalog")
    private let checkoutButton = Button(title: "Checkout", identifier: "checkout")

    override init() {
        super.init()
        title = "Cart"
        linesTable.onSelect = { [weak self] index, cell in
            guard let line = self?.lines?[index] else { return }
            cell.startSending(CartRemoveRequest(lineID: line.id))
        }
        catalogButton.action = { button in button.startSending(CatalogShowHome()) }
        checkoutButton.action = { button in button.startSending(CartCheckout()) }
        render()
    }

    override func loadView() {
        let root = View()
        for subview in [cartBadge, status, linesTable, total, catalogButton, checkoutButton] {
            root.addSubview(subview)
        }
        view = root
    }

    private func render() {
        let lines = lines ?? []
        cartBadge.text = "Cart (\(lines.count))"
        status.text = self.lines == nil ? "Loading the cart…" : lines.isEmpty ? "Your cart is empty" : ""
        linesTable.rows = lines.map { TableView.Row(title: $0.text, detail: "€\($0.product.price) · select to remove") }
        total.text = "Total: €\(lines.reduce(0) { $0 + $1.product.price })"
        checkoutButton.isEnabled = !lines.isEmpty
    }
}
