/// The catalog back end: products and categories. Answers at once; a catalog that is "not
/// ready" is simply absent from `AppDependency` until the app delegate rebuilds it.
public final class CatalogService {
    public let products: [Product]
    public let categories: [ProductCategory]

    init(products: [Product] = Fixtures.products, categories: [ProductCategory] = Fixtures.categories) {
        self.products = products
        self.categories = categories
    }

    public var promotedProducts: [Product] { products.filter(\.isPromoted) }

    public func product(id: Int) -> Product? { products.first { $0.id == id } }

    public func category(id: String) -> ProductCategory? { categories.first { $0.id == id } }

    public func products(in categoryID: String) -> [Product] { products.filter { $0.categoryID == categoryID } }
}
