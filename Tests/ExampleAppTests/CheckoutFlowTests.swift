import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// Flow 7: checkout from the cart, logging in first when nobody is.
struct CheckoutFlowTests {
    @Test func checkoutWhileLoggedOutLogsInFirstThenContinuesAndPlacingTheOrderEmptiesTheCart() throws {
        let shop = ShopHarness()
        try shop.tap("buyNow1")
        try shop.tap("buyNow4")
        try shop.tap("cart")
        let cartScreen = try shop.visibleScreen(CartViewController.self)

        let starting = try delivery("cartCheckout", in: shop.tap("checkout"))
        #expect(
            route(starting) == [
                "Button", "View", "CartViewController", "NavigationController", "CartCoordinator", "AppCoordinator handled",
            ])
        #expect(handlingNote(starting) == "shipping needs a user: presented the login first")
        try shop.visibleScreen(LoginViewController.self)
        #expect(shop.coordinator.pageAfterLogin == .shipping)
        #expect(children(of: shop.coordinator) == ["CatalogCoordinator", "CartCoordinator", "AccountCoordinator"])

        // A wrong password keeps the request waiting; the right one continues it.
        try shop.logIn(password: "nope")
        #expect(shop.coordinator.pageAfterLogin == .shipping)
        try shop.type("coordinator", into: "password")
        try shop.tap("logIn")
        let shipping = try shop.visibleScreen(ShippingViewController.self)
        #expect(shop.presentedStack === [shipping])
        #expect(children(of: shop.coordinator) == ["CatalogCoordinator", "CartCoordinator", "CheckoutCoordinator"])
        #expect(shop.coordinator.pageAfterLogin == nil)
        #expect(try shop.control("recipient", TextField.self).text == "Pavel Gurov")
        #expect(try shop.control("address", TextField.self).text == "Moscow")

        try shop.type("Tverskaya 1, Moscow", into: "address")
        let shippingStep = try delivery("cartSetShipping", in: shop.tap("continue"))
        #expect(route(shippingStep) == ["Button", "View", "ShippingViewController", "NavigationController", "CheckoutCoordinator handled"])
        let payment = try shop.visibleScreen(PaymentViewController.self)
        #expect(shop.presentedStack === [shipping, payment])
        #expect(try shop.rows("methods").map(\.isChecked) == [true, false])
        try shop.select(row: 1, in: "methods")
        try shop.tap("continue")
        let confirmation = try shop.visibleScreen(ConfirmationViewController.self)
        #expect(shop.presentedStack === [shipping, payment, confirmation])
        #expect(try shop.rows("lines").map(\.title) == ["Wool Coat · Anthracite, size m", "Cable Sweater · Anthracite, size m"])
        #expect(try shop.text("total") == "Total: €330")
        #expect(try shop.text("shipping") == "Ship to Pavel Gurov, Tverskaya 1, Moscow")
        #expect(try shop.text("payment") == "Pay by cash on delivery")

        let placing = try delivery("cartPlaceOrder", in: shop.tap("placeOrder"))
        #expect(route(placing).last == "CheckoutCoordinator handled")
        #expect(handlingNote(placing) == "placed order #1 (2 items, €330); the cart is empty")
        #expect(shop.coordinator.rootViewController.presentedViewController == nil)
        #expect(children(of: shop.coordinator) == ["CatalogCoordinator", "CartCoordinator"])
        #expect(shop.visible === cartScreen)
        #expect(try shop.text("status") == "Your cart is empty")
        #expect(try shop.text("cartBadge") == "Cart (0)")
        #expect(try !shop.control("checkout", Button.self).isEnabled)
        let model = shop.app.modelSnapshot
        #expect(model.cart.isEmpty)
        #expect(
            model.orders == [
                Order(
                    number: 1, lines: ["Wool Coat · Anthracite, size m", "Cable Sweater · Anthracite, size m"], total: 330,
                    recipient: "Pavel Gurov", address: "Tverskaya 1, Moscow", payment: .cashOnDelivery)
            ])
    }

    @Test func closingTheLoginForgetsThePendingCheckout() throws {
        let shop = ShopHarness()
        try shop.tap("buyNow1")
        try shop.tap("cart")
        try shop.tap("checkout")
        try shop.tap("close")
        #expect(shop.coordinator.pageAfterLogin == nil)
        #expect(shop.visible is CartViewController)
        #expect(children(of: shop.coordinator) == ["CatalogCoordinator", "CartCoordinator"])
    }
}
