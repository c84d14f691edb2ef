import Coordinator

// The catalog's messages, handled by the catalog coordinator. The fetches queue there while the
// catalog service is not ready and replay once it is; their senders wait for the answer.

/// Asks for the promoted products (the home screen's promotions).
package struct CatalogPromotedProducts: Message {
    package typealias Reply = [Product]
    package static let name = "catalogPromotedProducts"
    package init() {}
    package func describe(_ products: [Product]) -> String? { products.map(\.name).joined(separator: ", ") }
}

/// Asks for the categories and how many products each holds.
package struct CatalogCategories: Message {
    package typealias Reply = [CategorySummary]
    package static let name = "catalogCategories"
    package init() {}
    package func describe(_ categories: [CategorySummary]) -> String? {
        categories.map { "\($0.category.name) (\($0.productCount))" }.joined(separator: ", ")
    }
}

/// Opens a category's product list.
package struct CatalogShowCategory: Message {
    package static let name = "catalogShowCategory"
    package let categoryID: String
    package init(categoryID: String) { self.categoryID = categoryID }
    package var arguments: [(label: String, value: String)] { [("category", categoryID)] }
}

/// Opens a product.
package struct CatalogShowProduct: Message {
    package static let name = "catalogShowProduct"
    package let productID: Int
    package init(productID: Int) { self.productID = productID }
    package var arguments: [(label: String, value: String)] { [("product", "\(productID)")] }
}

/// Takes the main stack back to the home screen (the cart's "Catalog" button, which makes a new
/// one: the cart had the stack).
package struct CatalogShowHome: Message {
    package static let name = "catalogShowHome"
    package init() {}
}
