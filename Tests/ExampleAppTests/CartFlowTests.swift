import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// Flow 3: the cart shares the main stack; removal asks for confirmation.
struct CartFlowTests {
    @Test func cartReplacesTheMainStackAndRemovalNeedsTheDestructiveAction() throws {
        let shop = ShopHarness()
        let firstHome = try shop.visibleScreen(HomeViewController.self)
        try shop.tap("buyNow1")
        try shop.tap("buyNow4")

        let toggling = try delivery("cartToggle", in: shop.tap("cart"))
        #expect(
            route(toggling) == [
                "Button", "View", "HomeViewController", "NavigationController", "CatalogCoordinator", "AppCoordinator handled",
            ])
        let cartScreen = try shop.visibleScreen(CartViewController.self)
        #expect(shop.mainStack === [cartScreen])
        #expect(children(of: shop.coordinator) == ["CatalogCoordinator", "CartCoordinator"])
        // The catalog coordinator is still alive, its list now stale.
        let catalog = try #require(shop.coordinator.catalog)
        #expect(catalog.viewControllers === [firstHome])
        #expect(catalog.staleViewControllers === [firstHome])
        #expect(shop.coordinator.rootViewController.parentCoordinator === shop.coordinator.cart)
        #expect(try shop.rows("lines").map(\.title) == ["Wool Coat · Anthracite, size m", "Cable Sweater · Anthracite, size m"])
        #expect(try shop.text("cartBadge") == "Cart (2)")
        #expect(try shop.text("total") == "Total: €330")

        // Asking to remove presents the alert; nothing is removed yet.
        let asking = try delivery("cartRemoveRequest", in: shop.select(row: 0, in: "lines"))
        #expect(
            route(asking) == ["TableCell", "TableView", "View", "CartViewController", "NavigationController", "CartCoordinator handled"])
        let alert = try shop.visibleScreen(AlertController.self)
        #expect(alert.title == "Confirm item removal")
        #expect(alert.message == "Wool Coat · Anthracite, size m")
        #expect(alert.actions.map(\.title) == ["Yes, remove", "Cancel"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])

        // Cancel: no message at all, the cart unchanged.
        #expect(try shop.tap("cancel").isEmpty)
        #expect(shop.visible === cartScreen)
        #expect(shop.app.modelSnapshot.cart.count == 2)

        // The destructive action sends cartRemove from the alert, which reports to the cart coordinator.
        try shop.select(row: 0, in: "lines")
        let removing = try delivery("cartRemove", in: shop.tap("yesRemove"))
        #expect(route(removing) == ["AlertController", "CartCoordinator handled"])
        #expect(handlingNote(removing) == "removed Wool Coat · Anthracite, size m; the cart has 1 item")
        #expect(shop.visible === cartScreen)
        #expect(try shop.rows("lines").map(\.title) == ["Cable Sweater · Anthracite, size m"])
        #expect(try shop.text("cartBadge") == "Cart (1)")

        // The catalog button: a new home, the catalog coordinator takes the stack back.
        let returning = try delivery("catalogShowHome", in: shop.tap("catalog"))
        #expect(route(returning).last == "AppCoordinator handled")
        let newHome = try shop.visibleScreen(HomeViewController.self)
        #expect(newHome !== firstHome)
        #expect(shop.mainStack === [newHome])
        #expect(catalog.viewControllers === [newHome])
        #expect(shop.coordinator.rootViewController.parentCoordinator === catalog)
        #expect(shop.coordinator.cart?.staleViewControllers === [cartScreen])
        #expect(try shop.text("cartBadge") == "Cart (1)")
    }

    @Test func aCartAddFromAnywhereUpdatesEveryScreenShowingTheCartOrItsBadge() throws {
        let shop = ShopHarness()
        try shop.tap("cart")
        let cart = try shop.visibleScreen(CartViewController.self)
        #expect(try shop.text("status") == "Your cart is empty")

        // Sent from the cart screen, whose reply nobody reads: the cart still updates.
        let adding = try MessageCatalog.make("cartAdd", arguments: ["product": "2"]) { _ in }
        shop.act { _ = cart.send(adding) }
        #expect(try shop.rows("lines").map(\.title) == ["Parka · Anthracite, size m"])
        #expect(try shop.text("cartBadge") == "Cart (1)")
        #expect(try shop.control("checkout", Button.self).isEnabled)

        // Under a product, the home and the category badges update at once, not only when
        // they appear again.
        try shop.tap("catalog")
        let home = try shop.visibleScreen(HomeViewController.self)
        try shop.select(row: 0, in: "categories")
        let category = try shop.visibleScreen(CategoryViewController.self)
        try shop.select(row: 0, in: "products")
        try shop.tap("addToCart")
        #expect(try shop.text("cartBadge") == "Cart (2)")
        #expect(try shop.text("cartBadge", in: category) == "Cart (2)")
        #expect(try shop.text("cartBadge", in: home) == "Cart (2)")
    }
}
