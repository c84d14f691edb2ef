import Coordinator
import HeadlessUIKit

/// The catalog's first screen: promotions (each with "Buy now"), promoted products and the
/// categories. It fetches its content with messages the first time it appears and shows
/// "Loading…" until the answers come; while the catalog service is not ready the fetches wait in
/// the catalog coordinator's queue, and so does the screen.
///
/// It also listens to `cartAdd` coming up from its promotions: the button knows nothing of the
/// badge, so the home screen passes the message on and updates its badge from the reply on the
/// way back, as an override in radianttap's library would await the next responder.
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
        accountButton.action = { button in button.startSending(AccountShow()) }
        promoted.onSelect = { [weak self] index, cell in
            guard let self else { return }
            cell.startSending(CatalogShowProduct(productID: self.promotedProducts[index].id))
        }
        categories.onSelect = { [weak self] index, cell in
            guard let self else { return }
            cell.startSending(CatalogShowCategory(categoryID: self.categoryIDs[index]))
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
        runLoop.spawn { [weak self] in
            guard let products = try? await self?.send(CatalogPromotedProducts()) else { return }
            self?.showPromoted(products)
        }
        runLoop.spawn { [weak self] in
            guard let categories = try? await self?.send(CatalogCategories()) else { return }
            self?.showCategories(categories)
        }
    }

    private func showPromoted(_ products: [Product]) {
        promotedProducts = products
        status.text = ""
        promoted.rows = products.map { TableView.Row(title: $0.name, detail: "€\($0.price)", hasDisclosure: true) }
        for promotion in promotions.subviews { promotion.removeFromSuperview() }
        for product in products { promotions.addSubview(PromotionView(product: product)) }
    }

    private func showCategories(_ list: [CategorySummary]) {
        categoryIDs = list.map(\.category.id)
        categories.rows = list.map {
            TableView.Row(title: $0.category.name, detail: "\($0.productCount) products", hasDisclosure: true)
        }
    }

    func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard let add = message as? CartAdd else { return .pass }
        return .forward(add, "awaits the reply to update the home badge too") { [weak self] reply in
            self?.cartItemCount = reply.itemCount
        }
    }
}
