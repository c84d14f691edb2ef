import Coordinator
import HeadlessUIKit

/// One product: choose a colour and a size, then "Add to Cart" sends `cartAdd` up the chain;
/// the awaited reply updates this screen's badge. "Size guide" starts the size guide's
/// coordinator from the screen itself and keeps it while it runs: the city-picker talk's
/// temporary start of a coordinator inside a view controller (slide 27 of
/// `Coordinators_16:9.pdf`, pegurov/CoordinatorsDemo @ 4af2978, `nextCoordinator`), the first
/// step of moving an app to coordinators before any coordinator above could start it.
final class ProductViewController: BadgedScreen {
    let product: Product
    private(set) var color = ProductColor.preselected
    private(set) var size = ProductSize.preselected
    private let selection = Label(identifier: "selection")
    private let status = Label(identifier: "status")
    private let colors = TableView(identifier: "colors")
    private let sizes = TableView(identifier: "sizes")
    private let addToCart = Button(title: "Add to Cart", identifier: "addToCart")
    /// The talk's `nextCoordinator`: kept here so that it does not go away while its flow runs,
    /// dropped when it finishes.
    private(set) var nextCoordinator: SizeGuideCoordinator?

    init(product: Product) {
        self.product = product
        super.init()
        title = product.name
        colors.onSelect = { [weak self] index, _ in
            self?.color = ProductColor.allCases[index]; self?.render()
        }
        sizes.onSelect = { [weak self] index, _ in
            self?.size = ProductSize.allCases[index]; self?.render()
        }
        addToCart.action = { [weak self] button in
            guard let self else { return }
            let request = CartAdd(product: product, color: color, size: size)
            runLoop.spawn { [weak self] in
                guard let reply = try? await button.send(request) else { return }
                self?.cartItemCount = reply.itemCount
                self?.status.text = "Added \(reply.line.text)"
            }
        }
        render()
    }

    private func showSizeGuide() {
        nextCoordinator = SizeGuideCoordinator(size: size)
        nextCoordinator?.onFinish.wire(to: self, "sizeGuideFinished") { [weak self] size in self?.sizeGuideFinished(size) }
        nextCoordinator?.start(from: self)
    }

    private func sizeGuideFinished(_ chosen: ProductSize?) {
        if let chosen {
            size = chosen
            render()
        }
        nextCoordinator = nil
    }

    override func loadView() {
        let root = View()
        let subviews: [View] = [
            cartBadge, cartButton,
            Label(text: product.name, identifier: "name"), Label(text: "€\(product.price)", identifier: "price"),
            colors, sizes, Button(title: "Size guide", identifier: "sizeGuide") { [weak self] _ in self?.showSizeGuide() },
            selection, addToCart, status,
        ]
        subviews.forEach(root.addSubview)
        view = root
    }

    private func render() {
        colors.rows = ProductColor.allCases.map { TableView.Row(title: $0.rawValue, isChecked: $0 == color) }
        sizes.rows = ProductSize.allCases.map { TableView.Row(title: $0.rawValue, isChecked: $0 == size) }
        selection.text = "\(color.rawValue), size \(size.rawValue)"
    }
}
