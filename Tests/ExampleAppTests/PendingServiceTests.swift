import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// Flow 8: services that are not ready yet; messages queue where they are handled and replay
/// exactly once when the app delegate rebuilds the dependencies.
struct PendingServiceTests {
    @Test func catalogFetchesQueueInTheCatalogCoordinatorAndReplayOnceWhenReady() throws {
        let shop = ShopHarness(ShopConfiguration(pendingServices: [.catalog]))
        let home = try shop.visibleScreen(HomeViewController.self)
        let catalog = try #require(shop.coordinator.catalog)
        #expect(shop.app.serviceState(.catalog) == .pending)
        let fetch = try delivery("catalogPromotedProducts", in: shop.launchDeliveries)
        #expect(route(fetch) == ["HomeViewController", "NavigationController", "CatalogCoordinator handled"])
        #expect(handlingNote(fetch) == "queued until the catalog service is ready")
        #expect(catalog.queuedMessages.map(\.name) == ["catalogPromotedProducts", "catalogCategories"])
        #expect(try shop.text("status") == "Loading…")
        #expect(try shop.rows("promoted").isEmpty)

        // A person sends one more from the prompt and counts its replies.
        var replies: [String] = []
        let typed = try MessageCatalog.make("catalogPromotedProducts", arguments: [:]) { replies.append($0) }
        shop.act { _ = home.send(typed) }
        #expect(catalog.queuedMessages.count == 3)
        #expect(replies.isEmpty)

        shop.setService(.catalog, .ready)
        #expect(catalog.queuedMessages.isEmpty)
        #expect(replies == ["Wool Coat, Cable Sweater"])
        #expect(try shop.rows("promoted").map(\.title) == ["Wool Coat", "Cable Sweater"])
        #expect(try shop.rows("categories").count == 3)
        #expect(try shop.text("status") == "")

        // Later rebuilds replay nothing again.
        shop.setService(.cart, .pending)
        shop.setService(.cart, .ready)
        #expect(replies.count == 1)
    }

    @Test func aCartAddWhileTheCartIsPendingIsAddedExactlyOnceWhenItIsReady() throws {
        let shop = ShopHarness(ShopConfiguration(pendingServices: [.cart]))
        let adding = try delivery("cartAdd", in: shop.tap("buyNow1"))
        #expect(route(adding).last == "AppCoordinator handled")
        #expect(handlingNote(adding) == "queued until the cart service is ready")
        #expect(shop.coordinator.queuedMessages.map(\.name) == ["cartStatus", "cartAdd(product: Wool Coat, color: Anthracite, size: m)"])
        #expect(try shop.text("cartBadge") == "Cart (0)")
        #expect(shop.app.modelSnapshot.cart.isEmpty)

        shop.setService(.cart, .ready)
        #expect(shop.coordinator.queuedMessages.isEmpty)
        #expect(shop.app.modelSnapshot.cart == ["Wool Coat · Anthracite, size m"])
        #expect(try shop.text("cartBadge") == "Cart (1)")

        shop.setService(.catalog, .pending)
        shop.setService(.catalog, .ready)
        #expect(shop.app.modelSnapshot.cart.count == 1)
    }

    @Test func aLoginWhileTheAccountServiceIsPendingWaitsInTheAccountCoordinator() throws {
        let shop = ShopHarness(ShopConfiguration(pendingServices: [.account]))
        try shop.logIn()
        try shop.visibleScreen(LoginViewController.self)
        #expect(shop.coordinator.account?.queuedMessages.map(\.name) == ["accountLogin(username: pavel, password: •••••••••••)"])
        shop.setService(.account, .ready)
        #expect(try shop.visibleScreen(ProfileViewController.self).user?.name == "Pavel Gurov")
        #expect(shop.coordinator.account?.queuedMessages.isEmpty == true)
    }

    @Test func aQueuedCartAddReplayedWhileTheCartShowsUpdatesTheCartScreen() throws {
        let shop = ShopHarness(ShopConfiguration(pendingServices: [.cart]))
        try shop.tap("buyNow1")
        try shop.tap("cart")
        let cart = try shop.visibleScreen(CartViewController.self)
        #expect(try shop.text("status") == "Loading the cart…")

        // The app coordinator hands the dependencies to its children first (the cart reloads:
        // empty), then replays its own queue (the cartAdd): the screen must show the line.
        shop.setService(.cart, .ready)
        #expect(shop.app.modelSnapshot.cart == ["Wool Coat · Anthracite, size m"])
        #expect(shop.visible === cart)
        #expect(try shop.rows("lines").map(\.title) == ["Wool Coat · Anthracite, size m"])
        #expect(try shop.text("cartBadge") == "Cart (1)")
        #expect(try shop.text("status") == "")
        #expect(try shop.control("checkout", Button.self).isEnabled)
    }
}
