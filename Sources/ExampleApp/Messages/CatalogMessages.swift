import Coordinator

// The catalog's messages, handled by the catalog coordinator. The fetches queue there while the
// catalog service is not ready and replay once it is.

/// Asks for the promoted products (the home screen's promotions).
public struct CatalogPromotedProducts: Message {
    public static let name = "catalogPromotedProducts"
    public var reply: (([Product]) -> Void)?
    public init(reply: (([Product]) -> Void)? = nil) { self.reply = reply }
}

/// Asks for the categories and how many products each holds.
public struct CatalogCategories: Message {
    public static let name = "catalogCategories"
    public var reply: (([(category: ProductCategory, productCount: Int)]) -> Void)?
    public init(reply: (([(category: ProductCategory, productCount: Int)]) -> Void)? = nil) { self.reply = reply }
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

/// Puts a new home screen on the main stack (the cart's "Catalog" button).
public struct CatalogShowHome: Message {
    public static let name = "catalogShowHome"
    public init() {}
}
