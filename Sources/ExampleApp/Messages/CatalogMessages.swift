import Coordinator

// The catalog's messages, handled by the catalog coordinator. The fetches queue there while the
// catalog service is not ready and replay once it is; their senders wait for the answer.

/// Asks for the promoted products (the home screen's promotions).
public struct CatalogPromotedProducts: Message {
    public typealias Reply = [Product]
    public static let name = "catalogPromotedProducts"
    public init() {}
    public func describe(_ products: [Product]) -> String? { products.map(\.name).joined(separator: ", ") }
}

/// Asks for the categories and how many products each holds.
public struct CatalogCategories: Message {
    public typealias Reply = [CategorySummary]
    public static let name = "catalogCategories"
    public init() {}
    public func describe(_ categories: [CategorySummary]) -> String? {
        categories.map { "\($0.category.name) (\($0.productCount))" }.joined(separator: ", ")
    }
}

/// Opens a category's product list.
public struct CatalogShowCategory: Message {
    public static let name = "catalogShowCategory"
    public let categoryID: String
    public init(categoryID: String) { self.categoryID = categoryID }
    public var arguments: [(label: String, value: String)] { [("category", categoryID)] }
}

/// Opens a product.
public struct CatalogShowProduct: Message {
    public static let name = "catalogShowProduct"
    public let productID: Int
    public init(productID: Int) { self.productID = productID }
    public var arguments: [(label: String, value: String)] { [("product", "\(productID)")] }
}

/// Takes the main stack back to the home screen (the cart's "Catalog" button, which makes a new
/// one: the cart had the stack).
public struct CatalogShowHome: Message {
    public static let name = "catalogShowHome"
    public init() {}
}
