import Coordinator
import HeadlessUIKit

/// The catalog's first screen: promotions (each with "Buy now"), promoted products and the
/// categories. It fetches its content with messages the first time it appears; while the
/// catalog service is not ready those wait in the catalog coordinator's queue.
///
/// It also intercepts `cartAdd` coming up from its promotions: the button knows nothing of the
/// badge, so the home screen wraps the reply to update its badge before passing it on.
final class HomeViewController: BadgedScreen, MessageReceiving {
    private let accountButton = Button(title: "Account", identifier: "account")
    private let status = Label(text: "Loading…", identifier: "status")
    private let promotions = View()
    private let promoted = TableView(identifier: "promoted")
    private let categories = TableView(identifier: "categories")
    private var promotedProducts: [Product] = []
    private var categoryIDs: [String] = []
    private var hasRequestedContent = false

    override init() {
        super.init()
        title = "Home"
        promotions.identifier = "promotions"
        accountButton.action = { button in button.send(AccountShow()) }
        promoted.onSelect = { [weak self] index, cell in
            guard let self else { return }
            cell.send(CatalogShowProduct(productID: self.promotedProducts[index].id))
        }
        categories.onSelect = { [weak self] index, cell in
            guard let self else { return }
            cell.send(CatalogShowCategory(categoryID: self.categoryIDs[index]))
        }
    }

    override func loadView() {
        let root = View()
        for subview in [cartBadge, cartButton, accountButton, status, promotions, promoted, categories] {
            root.addSubview(subview)
        }
        view = root
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !hasRequestedContent else { return }
        hasRequestedContent = true
        send(CatalogPromotedProducts { [weak self] products in self?.showPromoted(products) })
        send(CatalogCategories { [weak self] categories in self?.showCategories(categories) })
    }

    private func showPromoted(_ products: [Product]) {
        promotedProducts = products
        status.text = ""
        promoted.rows = products.map { TableView.Row(title: $0.name, detail: "€\($0.price)", hasDisclosure: true) }
        for promotion in promotions.subviews { promotion.removeFromSuperview() }
        for product in products { promotions.addSubview(PromotionView(product: product)) }
    }

    private func showCategories(_ list: [(category: ProductCategory, productCount: Int)]) {
        categoryIDs = list.map(\.category.id)
        categories.rows = list.map {
            TableView.Row(title: $0.category.name, detail: "\($0.productCount) products", hasDisclosure: true)
        }
    }

    func receive(_ message: any Message, from sender: Responder) -> Handling {
        guard var add = message as? CartAdd else { return .pass }
        let originalReply = add.reply
        add.reply = { [weak self] reply in
            originalReply?(reply)
            self?.cartItemCount = reply.itemCount
        }
        return .replace(add, note: "wrapped the reply so the home badge updates too")
    }
}
