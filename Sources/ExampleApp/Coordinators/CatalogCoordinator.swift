import Coordinator
import HeadlessUIKit

/// The catalog section: home, categories and products, on the main navigation controller it
/// shares with the cart. It answers the catalog's fetches, queueing them while the catalog
/// service is not ready.
final class CatalogCoordinator: NavigationCoordinator, NeedsDependency {
    var dependencies: AppDependency? {
        didSet {
            updateChildCoordinatorDependencies(dependencies)
            processQueuedMessages()
        }
    }

    private let factory: ScreenFactory
    private let initialPage: Page

    init(navigationController: NavigationController, factory: ScreenFactory, dependencies: AppDependency?, initialPage: Page) {
        self.factory = factory
        self.initialPage = initialPage
        self.dependencies = dependencies
        super.init(rootViewController: navigationController)
    }

    override func start() {
        super.start()
        display(initialPage)
    }

    /// Takes the main stack back to a home screen and shows `page` on it. The home screen at
    /// the bottom of the stack is kept, with what it has loaded, as an app keeps its root screen
    /// when a link opens a product; a new one is made only when another section (the cart) has
    /// taken the stack.
    func display(_ page: Page) {
        let kept = (viewControllers.first as? HomeViewController).flatMap { home in
            rootViewController.viewControllers.first === home ? home : nil
        }
        let home = kept == nil ? "takes the main stack back with a new home screen" : "takes the main stack back to its home screen"
        let then = page == .home ? "" : ", then sends itself the page's message"
        Runtime.current.recordDecision(RoutingHop(from: objectID, to: objectID, call: "display(.\(page.path))", reason: home + then))
        activate()
        root(kept ?? factory.makeHome())
        switch page {
        case .category(let id): startSending(CatalogShowCategory(categoryID: id))
        case .product(let id): startSending(CatalogShowProduct(productID: id))
        default: break
        }
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        let catalog = dependencies?.catalog
        switch message {
        case let fetch as CatalogPromotedProducts:
            return await handle(message, using: catalog, named: .catalog) { catalog in
                let products = await catalog.fetchPromotedProducts()
                return .replied(to: fetch, with: products, "answered \(products.count) promoted products")
            }
        case let fetch as CatalogCategories:
            return await handle(message, using: catalog, named: .catalog) { catalog in
                let categories = await catalog.fetchCategories()
                return .replied(to: fetch, with: categories, "answered \(categories.count) categories")
            }
        case let request as CatalogShowCategory:
            return await handle(message, using: catalog, named: .catalog) { catalog in
                guard let category = catalog.category(id: request.categoryID) else {
                    return .handled("there is no category \(request.categoryID)")
                }
                show(factory.makeCategory(category, products: catalog.products(in: category.id)))
                return .handled("pushed the \(category.name) category")
            }
        case let request as CatalogShowProduct:
            return await handle(message, using: catalog, named: .catalog) { catalog in
                guard let product = catalog.product(id: request.productID) else {
                    return .handled("there is no product \(request.productID)")
                }
                show(factory.makeProduct(product))
                return .handled("pushed \(product.name)")
            }
        default:
            return .pass
        }
    }
}
