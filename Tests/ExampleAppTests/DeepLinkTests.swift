import Coordinator
import Foundation
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
        let editing = try #require(shop.coordinator.account?.profileEditing)
        #expect(children(of: try #require(shop.coordinator.account)) == ["ProfileEditingCoordinator"])
        #expect(children(of: editing) == ["CityPickerCoordinator"])
        #expect(names(editing.viewControllers) == ["EditProfileViewController"])
        #expect(names(editing.cityPicker?.viewControllers ?? []) == ["RegionsViewController"])

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

    @Test func aCatalogLinkKeepsTheHomeScreenAtTheBottomOfTheStackAndItsLoadedContent() throws {
        let shop = ShopHarness()
        let home = try shop.visibleScreen(HomeViewController.self)
        let promoted = try shop.rows("promoted", in: home)
        #expect(promoted.isEmpty == false)

        // Two levels deep, a link to another page: the stack goes back to the same home, which
        // asks for nothing again (only the badge, as every appearance does).
        try shop.select(row: 0, in: "categories")
        try shop.visibleScreen(CategoryViewController.self)
        let sent = shop.open("shop://product/3").map(\.messageName)
        #expect(names(shop.mainStack) == ["HomeViewController", "ProductViewController"])
        #expect(shop.mainStack.first === home)
        #expect(shop.coordinator.catalog?.viewControllers.first === home)
        #expect(sent == ["cartStatus", "catalogShowProduct", "cartStatus"])
        #expect(try shop.rows("promoted", in: home) == promoted)
        #expect(try shop.text("status", in: home) == "")

        // After the cart took the stack, the catalog makes a new home, which loads its content.
        shop.open("shop://cart")
        let afterCart = shop.open("shop://home").map(\.messageName)
        let newHome = try shop.visibleScreen(HomeViewController.self)
        #expect(newHome !== home)
        #expect(names(shop.mainStack) == ["HomeViewController"])
        #expect(afterCart.sorted() == ["cartStatus", "catalogCategories", "catalogPromotedProducts"])
        #expect(try shop.rows("promoted", in: newHome) == promoted)
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

    @Test func theAppsListOfLinksHasOneThatParsesForEachPageItRoutes() throws {
        let pages = try DeepLink.examples.map { text in
            try #require(DeepLink(url: URL(string: text)!), "\(text) does not parse").page
        }
        #expect(pages == [.home, .category(id: "coats"), .product(id: 1), .cart, .profile, .profile, .editProfile, .regions, .shipping])
        // Each one routes: from a fresh app it shows its page (or the login it needs first).
        for text in DeepLink.examples {
            let shop = ShopHarness()
            let before = shop.visible
            shop.open(text)
            #expect(shop.visible !== before || text == "shop://home", "\(text) showed nothing new")
        }
    }

    @Test func pageArgumentsComeFromTheAppsData() throws {
        #expect(PageCatalog.argumentValues(for: "category") == ["coats", "knitwear", "shoes"])
        #expect(PageCatalog.argumentValues(for: "product") == (1...8).map(String.init))
        #expect(PageCatalog.argumentValues(for: "cities") == ["Volga", "Ural", "Siberia", "New York State", "Kanto"])
        #expect(PageCatalog.argumentValues(for: "home").isEmpty)
        for name in ["category", "product", "cities"] {
            for value in PageCatalog.argumentValues(for: name) {
                #expect(throws: Never.self) { try PageCatalog.page(named: name, arguments: [value]) }
            }
        }
    }
}
