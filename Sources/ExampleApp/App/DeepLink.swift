import Foundation

/// A URL the app can open (the ApplicationCoordinator README's `DeepLinkOption`), turned into the page it leads to:
/// `shop://product/3`, `shop://cart`, `shop://account`, `shop://profile/city`, `shop://checkout`.
package struct DeepLink: Equatable, Sendable {
    package let url: URL
    package let page: Page

    /// One link to each page the app routes, in the app's order: what help, completion and
    /// "did you mean" offer. `DeepLinkTests` checks that each one parses.
    package static let examples: [String] = [
        "shop://home", "shop://category/coats", "shop://product/1", "shop://cart", "shop://account",
        "shop://profile", "shop://profile/edit", "shop://profile/city", "shop://checkout",
    ]

    package init?(url: URL) {
        guard url.scheme == "shop", let host = url.host else { return nil }
        let path = url.pathComponents.filter { $0 != "/" }
        let page: Page?
        switch (host, path.first) {
        case ("home", nil): page = .home
        case ("category", let id?): page = .category(id: id)
        case ("product", let id?): page = Int(id).map { .product(id: $0) }
        case ("cart", nil): page = .cart
        case ("account", nil): page = .profile
        case ("profile", nil): page = .profile
        case ("profile", "edit"): page = .editProfile
        case ("profile", "city"): page = .regions
        case ("checkout", nil): page = .shipping
        default: page = nil
        }
        guard let page else { return nil }
        self.url = url
        self.page = page
    }
}
