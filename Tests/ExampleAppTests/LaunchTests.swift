import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// Flow 1: launch.
struct LaunchTests {
    @Test func launchShowsHomeWithPromotionsCategoriesAndAnEmptyBadge() throws {
        let shop = ShopHarness()
        let home = try shop.visibleScreen(HomeViewController.self)

        #expect(names(shop.mainStack) == ["HomeViewController"])
        #expect(children(of: shop.coordinator) == ["CatalogCoordinator"])
        #expect(shop.coordinator.catalog?.viewControllers.first === home)
        #expect(shop.coordinator.rootViewController.parentCoordinator === shop.coordinator.catalog)

        #expect(try shop.text("cartBadge") == "Cart (0)")
        #expect(try shop.rows("promoted").map(\.title) == ["Wool Coat", "Cable Sweater"])
        #expect(try shop.rows("categories").map(\.title) == ["Coats", "Knitwear", "Shoes"])
        #expect(try shop.rows("categories").map(\.detail) == ["3 products", "3 products", "2 products"])
        #expect(try shop.control("buyNow1", Button.self).title == "Buy now")
        #expect(try shop.control("buyNow4", Button.self).title == "Buy now")

        // The home screen fetched its content and its badge with messages, answered up the chain.
        let status = try delivery("cartStatus", in: shop.launchDeliveries)
        #expect(route(status) == ["HomeViewController", "NavigationController", "CatalogCoordinator", "AppCoordinator handled"])
        let promoted = try delivery("catalogPromotedProducts", in: shop.launchDeliveries)
        #expect(route(promoted) == ["HomeViewController", "NavigationController", "CatalogCoordinator handled"])
        #expect(handlingNote(promoted) == "answered 2 promoted products")
    }

    @Test func theCoordinatingChainEndsAtTheAppDelegate() {
        let shop = ShopHarness()
        let chain = shop.coordinator.coordinatingChain.map(\.objectID.typeName)
        #expect(chain == ["AppCoordinator", "ShopSceneDelegate", "Window", "Application", "ShopAppDelegate"])
    }
}
