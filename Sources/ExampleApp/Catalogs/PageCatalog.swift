/// Pages by the names a person types (`push product 3`, `present cities New York State`).
package enum PageCatalog {
    package static var names: [String] {
        [
            "home", "category", "product", "cart", "login", "signUp", "terms", "profile",
            "editProfile", "regions", "cities", "shipping", "payment", "confirmation",
        ]
    }

    /// The values page `name` takes as its argument, from the app's data: category ids,
    /// product ids, region names; empty for pages that take none (or an unknown name).
    package static func argumentValues(for name: String) -> [String] {
        switch name.lowercased() {
        case "category": Fixtures.categories.map(\.id)
        case "product": Fixtures.products.map { String($0.id) }
        case "cities": Fixtures.regions.map(\.name)
        default: []
        }
    }

    /// The page `name` with its arguments: a category id, a product id, a region's name (its
    /// words may come as separate arguments). Checks that the data exists.
    package static func page(named name: String, arguments: [String]) throws(PageCatalogError) -> Page {
        let argument = arguments.joined(separator: " ")
        func noArguments(_ page: Page) throws(PageCatalogError) -> Page {
            guard arguments.isEmpty else { throw PageCatalogError(message: "\(name) takes no arguments") }
            return page
        }
        switch name {
        case "home": return try noArguments(.home)
        case "category": return try checked(.category(id: argument))
        case "product":
            guard let id = Int(argument) else { throw Self.productError }
            return try checked(.product(id: id))
        case "cart": return try noArguments(.cart)
        case "login": return try noArguments(.login)
        case "signUp": return try noArguments(.signUp)
        case "terms": return try noArguments(.terms)
        case "profile": return try noArguments(.profile)
        case "editProfile": return try noArguments(.editProfile)
        case "regions": return try noArguments(.regions)
        case "cities": return try checked(.cities(region: argument))
        case "shipping": return try noArguments(.shipping)
        case "payment": return try noArguments(.payment)
        case "confirmation": return try noArguments(.confirmation)
        default:
            throw PageCatalogError(message: "unknown page '\(name)'; pages: \(names.joined(separator: ", "))")
        }
    }

    /// `page`, when the data it names exists: its category, product or region. A deep link
    /// parses into a page without looking at the data, so this is what tells it leads nowhere.
    package static func checked(_ page: Page) throws(PageCatalogError) -> Page {
        switch page {
        case .category(let id) where !Fixtures.categories.contains(where: { $0.id == id }):
            throw PageCatalogError(message: "category needs one of: \(Fixtures.categories.map(\.id).joined(separator: ", "))")
        case .product(let id) where !Fixtures.products.contains(where: { $0.id == id }):
            throw productError
        case .cities(let region) where !Fixtures.regions.contains(where: { $0.name == region }):
            throw PageCatalogError(message: "cities needs a region: \(Fixtures.regions.map(\.name).joined(separator: ", "))")
        default:
            return page
        }
    }

    private static var productError: PageCatalogError {
        PageCatalogError(message: "product needs an id, 1 to \(Fixtures.products.count)")
    }

    /// A page from its path, as `Page.path` writes it: "product/3", "cities/New York State".
    package static func page(path: String) throws(PageCatalogError) -> Page {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        return try page(named: parts.first ?? "", arguments: Array(parts.dropFirst()))
    }
}

package struct PageCatalogError: Error, Equatable, Sendable {
    package let message: String
}
