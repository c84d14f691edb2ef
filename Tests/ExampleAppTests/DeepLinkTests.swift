import Coordinator
import HeadlessUIKit
import Testing
@testable import ExampleApp

/// Flow 9: URLs opened by the system reach the app coordinator and route from any state.
struct DeepLinkTests {
    @Test func urlsRouteFromAnyStateDismissingAndLoggingInFirst() throws {
        let shop = ShopHarness()

        shop.open("shop://product/3")
        let product = try shop.visibleScreen(ProductViewController.self)
        #expect(names(shop.mainStack) == ["HomeViewController", "ProductViewController"])
        #expect(try shop.text("name") == "Field Jacket")
        #expect(shop.coordinator.catalog?.viewControllers.last === product)

        shop.open("shop://cart")
        #expect(names(shop.mainStack) == ["CartViewController"])
        try shop.visibleScreen(CartViewController.self)

        // Logged out: the profile's city needs a user, so the login comes first.
        shop.open("shop://profile/city")
        try shop.visibleScreen(LoginViewController.self)
        #expect(shop.coordinator.pageAfterLogin == .regions)
        try shop.logIn()
        try shop.visibleScreen(RegionsViewController.self)
        #expect(names(shop.presentedStack) == ["ProfileViewController", "EditProfileViewController", "RegionsViewController"])
        #expect(children(of: try #require(shop.coordinator.account)) == ["ProfileEditingCoordinator"])

        // From inside the account section: checkout dismisses it and presents itself.
        shop.open("shop://checkout")
        try shop.visibleScreen(ShippingViewController.self)
        #expect(children(of: shop.coordinator).contains("AccountCoordinator") == false)
        #expect(children(of: shop.coordinator).last == "CheckoutCoordinator")

        // From checkout back to a product: checkout is dismissed.
        shop.open("shop://product/3")
        try shop.visibleScreen(ProductViewController.self)
        #expect(shop.coordinator.rootViewController.presentedViewController == nil)
        #expect(children(of: shop.coordinator) == ["CatalogCoordinator", "CartCoordinator"])

        shop.open("shop://account")
        #expect(try shop.visibleScreen(ProfileViewController.self).user?.name == "Pavel Gurov")
    }

    @Test func aDeepLinkDismissesAnAlertAndAnUnknownOneIsIgnored() throws {
        let shop = ShopHarness()
        try shop.tap("buyNow1")
        try shop.tap("cart")
        try shop.select(row: 0, in: "lines")
        try shop.visibleScreen(AlertController.self)

        shop.open("shop://account")
        try shop.visibleScreen(LoginViewController.self)
        #expect(shop.app.modelSnapshot.cart.count == 1)

        let before = shop.visible
        #expect(shop.open("shop://nowhere").isEmpty)
        #expect(shop.visible === before)
    }
}
