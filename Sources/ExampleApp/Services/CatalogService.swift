import HeadlessUIKit

/// The catalog back end: products and categories. The lists a screen shows first are fetched
/// from a server, so those fetches take a while; a product or category the app already listed
/// is looked up at once. A catalog that is "not ready" is simply absent from `AppDependency`
/// until the app delegate rebuilds it.
package final class CatalogService {
    package let products: [Product]
    package let categories: [ProductCategory]
    private let requests: ServiceRequests

    static let fetchDuration: Duration = .milliseconds(300)

    init(runLoop: RunLoop, products: [Product] = Fixtures.products, categories: [ProductCategory] = Fixtures.categories) {
        self.products = products
        self.categories = categories
        requests = ServiceRequests(service: "CatalogService", runLoop: runLoop)
    }

    package var promotedProducts: [Product] { products.filter(\.isPromoted) }

    /// The home screen's promotions, from the server.
    package func fetchPromotedProducts() async -> [Product] {
        await requests.perform("promoted products", taking: Self.fetchDuration) { promotedProducts }
    }

    /// Every category with how many products it holds, from the server.
    package func fetchCategories() async -> [CategorySummary] {
        await requests.perform("categories", taking: Self.fetchDuration) {
            categories.map { CategorySummary(category: $0, productCount: products(in: $0.id).count) }
        }
    }

    package func product(id: Int) -> Product? { products.first { $0.id == id } }

    package func category(id: String) -> ProductCategory? { categories.first { $0.id == id } }

    package func products(in categoryID: String) -> [Product] { products.filter { $0.categoryID == categoryID } }
}
