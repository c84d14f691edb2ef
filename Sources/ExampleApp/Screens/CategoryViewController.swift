import Coordinator
import HeadlessUIKit

/// One category's products; choosing one asks for it to be shown.
final class CategoryViewController: BadgedScreen {
    let category: ProductCategory
    private let productsTable = TableView(identifier: "products")
    private let products: [Product]

    init(category: ProductCategory, products: [Product]) {
        self.category = category
        self.products = products
        super.init()
        title = category.name
        productsTable.rows = products.map { TableView.Row(title: $0.name, detail: "€\($0.price)", hasDisclosure: true) }
        productsTable.onSelect = { [weak self] index, cell in
            guard let self else { return }
            cell.startSending(CatalogShowProduct(productID: self.products[index].id))
        }
    }

    override func loadView() {
        let root = View()
        for subview in [cartBadge, cartButton, Label(text: category.name, identifier: "name"), productsTable] {
            root.addSubview(subview)
        }
        view = root
    }
}
