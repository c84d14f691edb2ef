import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// The shop made correct for transitions that take time, flow by flow: it presents after a
/// dismissal has ended, its sections end when the user swipes their sheet away, checkout's payment
/// cannot be swiped away, a double tap pushes once, and an alert's handler runs after the alert
/// has gone. Each old, broken form (`ShopPitfall`) still fails the way it did on a device.
struct TransitionFlowTests {
    /// Nobody logged in, something in the cart, and the login checkout asked for on screen.
    private func atTheLoginCheckoutAskedFor(_ configuration: ShopConfiguration = .init()) throws -> ShopHarness {
        let shop = ShopHarness(configuration)
        try shop.tap("buyNow1")
        try shop.tap("cart")
        try shop.tap("checkout")
        try shop.type("pavel", into: "username")
        try shop.type("coordinator", into: "password")
        return shop
    }

    @Test func checkoutIsPresentedFromTheLoginsDismissalCompletion() throws {
        let shop = try atTheLoginCheckoutAskedFor()
        try shop.tap("logIn")
        _ = try shop.visibleScreen(ShippingViewController.self)
        #expect(children(of: shop.coordinator) == ["CatalogCoordinator", "CartCoordinator", "CheckoutCoordinator"])
        #expect(shop.coordinator.account == nil)
        #expect(shop.coordinator.checkout?.rootViewController.presentingViewController === shop.coordinator.rootViewController)
        #expect(shop.warnings.isEmpty)
    }

    @Test func theOldDismissThenPresentIsRefusedAndLeavesCheckoutRunningUnseen() throws {
        let shop = try atTheLoginCheckoutAskedFor(ShopConfiguration(pitfalls: [.dismissThenPresent]))
        try shop.tap("logIn")
        _ = try shop.visibleScreen(CartViewController.self)
        #expect(
            shop.warnings == [
                "Attempt to present NavigationController#3 on NavigationController#1 (from NavigationController#1) while a presentation is in progress."
            ])
        let checkout = try #require(shop.coordinator.checkout)
        #expect(checkout.rootViewController.presentingViewController == nil)
        #expect(shop.coordinator.rootViewController.presentedViewController == nil)
    }

    /// Deep links between presented sections: the next section comes once the first has gone.
    @Test func aDeepLinkFromOnePresentedSectionToAnotherWaitsForTheDismissal() throws {
        let shop = ShopHarness()
        try shop.logIn()
        try shop.tap("close")
        try shop.tap("buyNow1")
        shop.open("shop://account")
        _ = try shop.visibleScreen(ProfileViewController.self)
        shop.open("shop://checkout")
        _ = try shop.visibleScreen(ShippingViewController.self)
        #expect(shop.coordinator.account == nil)
        shop.open("shop://product/2")
        _ = try shop.visibleScreen(ProductViewController.self)
        #expect(shop.coordinator.checkout == nil)
        #expect(shop.warnings.isEmpty)
    }

    @Test func aSwipedAwaySheetEndsItsSectionAndFreesIt() throws {
        let shop = ShopHarness()
        try shop.tap("account")
        weak var account = shop.coordinator.account
        weak var login = shop.visible
        #expect(account?.rootViewController.presentationController?.delegate === account)
        guard case .dismissing = shop.swipeDown() else {
            Issue.record("the account sheet should go")
            return
        }
        _ = try shop.visibleScreen(HomeViewController.self)
        #expect(account == nil)
        #expect(login == nil)
        // The Account button presents a new section.
        try shop.tap("account")
        _ = try shop.visibleScreen(LoginViewController.self)
    }

    @Test func withNobodyListeningASwipedAwaySectionRunsOnUnseen() throws {
        let shop = ShopHarness(ShopConfiguration(pitfalls: [.unhandledSwipe]))
        try shop.tap("account")
        let account = try #require(shop.coordinator.account)
        #expect(account.rootViewController.presentationController?.delegate == nil)
        shop.swipeDown()
        _ = try shop.visibleScreen(HomeViewController.self)
        #expect(shop.coordinator.account === account)
        #expect(account.viewControllers.map { String(describing: type(of: $0)) } == ["LoginViewController"])
        try shop.tap("account")
        _ = try shop.visibleScreen(HomeViewController.self)
    }

    @Test func checkoutsPaymentCannotBeSwipedAwayItsShippingCan() throws {
        let shop = try atTheLoginCheckoutAskedFor()
        try shop.tap("logIn")
        try shop.tap("continue")
        let payment = try shop.visibleScreen(PaymentViewController.self)
        #expect(payment.isModalInPresentation)
        guard case .refused(_, let modal) = shop.swipeDown() else {
            Issue.record("the payment screen should keep the sheet")
            return
        }
        #expect(modal === payment)
        try shop.back()
        guard case .dismissing = shop.swipeDown() else {
            Issue.record("the shipping screen should let the sheet go")
            return
        }
        #expect(shop.coordinator.checkout == nil)
        _ = try shop.visibleScreen(CartViewController.self)
    }

    @Test func aDoubleTapPushesOnceAndTheOldCodePushesTwice() throws {
        let guarded = ShopHarness()
        try guarded.tap("account")
        let deliveries = try guarded.tapTwice("signUp")
        #expect(deliveries.map(handlingNote) == ["pushed sign-up", "ignored: the stack is still moving (a second tap)"])
        #expect(names(guarded.presentedStack) == ["LoginViewController", "SignUpViewController"])

        let unguarded = ShopHarness(ShopConfiguration(pitfalls: [.doubleTap]))
        try unguarded.tap("account")
        try unguarded.tapTwice("signUp")
        #expect(names(unguarded.presentedStack) == ["LoginViewController", "SignUpViewController", "SignUpViewController"])
        #expect(unguarded.coordinator.account?.viewControllers.count == 3)
    }

    @Test func aReusedScreenPushedTwiceCrashesTheApp() throws {
        let shop = ShopHarness(ShopConfiguration(pitfalls: [.reusedScreen]))
        try shop.tap("account")
        try shop.tap("signUp")
        try shop.back()
        try shop.tap("signUp")
        #expect(!shop.runtime.hasCrashed, "one tap at a time, the kept screen is pushed again safely")
        try shop.back()
        try shop.tapTwice("signUp")
        #expect(shop.runtime.crash?.reason.contains("is pushing the same view controller instance (SignUpViewController#1)") == true)
    }

    /// The handler of "Yes, remove" runs when the alert's dismissal ends: the line is still in
    /// the cart while the alert leaves, and gone after.
    @Test func theRemovalHappensWhenTheAlertHasGone() throws {
        let shop = ShopHarness()
        try shop.tap("buyNow1")
        try shop.tap("cart")
        try shop.select(row: 0, in: "lines")
        let alert = try shop.visibleScreen(AlertController.self)
        let yes = try shop.control("yesRemove", Button.self)
        shop.runtime.run { yes.tap() }
        #expect(shop.app.appDelegate.cart.lines.count == 1)
        #expect(alert.presentingViewController != nil)
        shop.runtime.settle()
        #expect(shop.app.appDelegate.cart.lines.isEmpty)
        #expect(try delivery("cartRemove", in: shop.takeDeliveries()).hops.count == 2)
        _ = try shop.visibleScreen(CartViewController.self)
    }
}
