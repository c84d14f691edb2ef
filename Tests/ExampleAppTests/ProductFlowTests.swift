import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// Flow 2: a product, "Add to Cart", and the home screen's "Buy now" intercept.
struct ProductFlowTests {
    @Test func addingToTheCartFromAProductUpdatesEveryBadgeShowingIt() throws {
        let shop = ShopHarness()
        let home = try shop.visibleScreen(HomeViewController.self)

        let opening = try delivery("catalogShowProduct", in: shop.select(row: 0, in: "promoted"))
        #expect(
            route(opening) == [
                "TableCell", "TableView", "View", "HomeViewController", "NavigationController", "CatalogCoordinator handled",
            ])
        let product = try shop.visibleScreen(ProductViewController.self)
        #expect(shop.mainStack === [home, product])
        #expect(shop.coordinator.catalog?.viewControllers === [home, product])
        #expect(try shop.text("name") == "Wool Coat")
        #expect(try shop.text("selection") == "Anthracite, size m")
        #expect(try shop.text("cartBadge") == "Cart (0)")

        try shop.select(row: ProductColor.allCases.firstIndex(of: .navy)!, in: "colors")
        try shop.select(row: ProductSize.allCases.firstIndex(of: .l)!, in: "sizes")
        #expect(try shop.text("selection") == "Navy, size l")
        #expect(try shop.rows("colors").filter(\.isChecked).map(\.title) == ["Navy"])

        let adding = try delivery("cartAdd", in: shop.tap("addToCart"))
        #expect(adding.message == "cartAdd(product: Wool Coat, color: Navy, size: l)")
        #expect(
            route(adding) == [
                "Button", "View", "ProductViewController", "NavigationController", "CatalogCoordinator", "AppCoordinator handled",
            ])
        #expect(adding.handledBy == shop.coordinator.objectID)
        #expect(handlingNote(adding) == "added Wool Coat · Navy, size l; the cart has 1 item")
        #expect(try shop.text("cartBadge") == "Cart (1)")
        #expect(try shop.text("status") == "Added Wool Coat · Navy, size l")
        #expect(shop.app.modelSnapshot.cart == ["Wool Coat · Navy, size l"])

        // Back: the home screen shows again and asks for the count as it appears.
        let back = try shop.back()
        #expect(shop.mainStack === [home])
        #expect(shop.coordinator.catalog?.viewControllers === [home])
        #expect(try route(delivery("cartStatus", in: back)).last == "AppCoordinator handled")
        #expect(try shop.text("cartBadge", in: home) == "Cart (1)")
    }

    @Test func homeInterceptsBuyNowFromItsPromotionToUpdateItsOwnBadge() throws {
        let shop = ShopHarness()
        #expect(try shop.text("cartBadge") == "Cart (0)")

        // The button deep in the promotion knows nothing of the badge; the home screen, on the
        // way up, passes the message on and awaits the reply to update the badge too.
        let buying = try delivery("cartAdd", in: shop.tap("buyNow4"))
        #expect(
            route(buying) == [
                "Button", "PromotionView", "View", "View", "HomeViewController forwarded",
                "NavigationController", "CatalogCoordinator", "AppCoordinator handled",
            ])
        #expect(buying.message == "cartAdd(product: Cable Sweater, color: Anthracite, size: m)")
        #expect(names(shop.mainStack) == ["HomeViewController"])
        #expect(try shop.text("cartBadge") == "Cart (1)")
        #expect(shop.app.modelSnapshot.cart == ["Cable Sweater · Anthracite, size m"])
    }
}
