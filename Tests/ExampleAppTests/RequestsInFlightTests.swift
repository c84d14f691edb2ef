import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// The shop's services take virtual time: a request is in flight from the turn that starts it
/// until the run loop settles, the screen shows it meanwhile, and a second tap cannot start a
/// second request where a real app must not.
struct RequestsInFlightTests {
    /// The service requests among `events`, as the trace prints them.
    private func requests(_ events: [any RuntimeEvent]) -> [String] {
        events.compactMap { ($0 as? ServiceRequestEvent)?.summary }
    }

    private func loginScreen(password: String = "coordinator") throws -> ShopHarness {
        let shop = ShopHarness()
        try shop.tap("account")
        try shop.type("pavel", into: "username")
        try shop.type(password, into: "password")
        _ = shop.takeEvents()
        return shop
    }

    @Test func aLoginIsInFlightUntilTheLoopSettlesAndTheScreenShowsIt() throws {
        let shop = try loginScreen()
        let login = try shop.visibleScreen(LoginViewController.self)
        let startedAt = shop.runtime.runLoop.now

        #expect(try shop.press("logIn"))
        shop.finishTurn()
        // The request has started; its answer has not come.
        #expect(shop.visible === login)
        #expect(shop.app.modelSnapshot.user == nil)
        #expect(try !shop.control("logIn", Button.self).isEnabled)
        #expect(try shop.text("progress") == "Logging in…")
        #expect(try !shop.control("progress", Label.self).isHidden)
        #expect(shop.runtime.runLoop.now == startedAt)

        let events = shop.takeEvents()
        #expect(requests(events) == ["AccountService login started", "AccountService login finished after 0.80s"])
        #expect(shop.runtime.runLoop.now - startedAt == AccountService.loginDuration)
        _ = try shop.visibleScreen(ProfileViewController.self)
        #expect(shop.app.modelSnapshot.user?.name == "Pavel Gurov")
    }

    @Test func aSecondTapWhileTheLoginIsInFlightStartsNoSecondLogin() throws {
        let shop = try loginScreen()
        #expect(try shop.press("logIn"))
        #expect(try !shop.press("logIn"), "the button is disabled while the login is in flight")

        let events = shop.takeEvents()
        #expect(events.compactMap { $0 as? Delivery }.filter { $0.messageName == AccountLogin.name }.count == 1)
        #expect(requests(events) == ["AccountService login started", "AccountService login finished after 0.80s"])
        #expect(shop.presentedStack.count == 1)
        _ = try shop.visibleScreen(ProfileViewController.self)
    }

    @Test func aRefusedLoginComesBackThrownAndTheScreenShowsItAndTakesTapsAgain() throws {
        let shop = try loginScreen(password: "wrong")
        let failing = try delivery("accountLogin", in: shop.tap("logIn"))
        #expect(route(failing).last == "AccountCoordinator threw")
        _ = try shop.visibleScreen(LoginViewController.self)
        #expect(try shop.text("error") == "Wrong username or password")
        #expect(try shop.control("progress", Label.self).isHidden)
        #expect(try shop.control("logIn", Button.self).isEnabled)

        // Sent by hand, the error comes back thrown to the sender.
        let login = try shop.visibleScreen(LoginViewController.self)
        let sent = shop.send(AccountLogin(username: "pavel", password: "wrong"), from: login)
        #expect(throws: AccountService.LoginError.wrongCredentials) { try sent.reply }
        let succeeding = shop.send(AccountLogin(username: "pavel", password: "coordinator"), from: login)
        #expect(try succeeding.reply.name == "Pavel Gurov")
    }

    @Test func placingTheOrderTwiceInOneTurnPlacesOneOrder() throws {
        let shop = ShopHarness()
        try shop.tap("buyNow1")
        try shop.logIn()
        try shop.tap("close")
        try shop.tap("cart")
        try shop.tap("checkout")
        try shop.tap("continue")
        try shop.tap("continue")
        _ = try shop.visibleScreen(ConfirmationViewController.self)
        _ = shop.takeEvents()

        #expect(try shop.press("placeOrder"))
        shop.finishTurn()
        #expect(try shop.text("progress") == "Placing your order…")
        #expect(try !shop.press("placeOrder"), "the button is disabled while the order is placed")
        let events = shop.takeEvents()
        #expect(requests(events) == ["CartService order started", "CartService order finished after 1.20s"])
        #expect(shop.app.modelSnapshot.orders.map(\.number) == [1])
        #expect(shop.coordinator.rootViewController.presentedViewController == nil)
    }

    @Test func aNewHomeScreenShowsLoadingUntilItsFetchesAnswer() throws {
        let shop = ShopHarness()
        try shop.tap("cart")
        #expect(try shop.press("catalog"))
        shop.finishTurn()
        let home = try shop.visibleScreen(HomeViewController.self)
        #expect(try shop.text("status") == "Loading…")
        #expect(try shop.rows("promoted").isEmpty)

        let events = shop.takeEvents()
        #expect(
            requests(events) == [
                "CatalogService promoted products started", "CatalogService categories started",
                "CatalogService promoted products finished after 0.30s", "CatalogService categories finished after 0.30s",
            ])
        #expect(shop.visible === home)
        #expect(try shop.text("status") == "")
        #expect(try shop.rows("promoted").map(\.title) == ["Wool Coat", "Cable Sweater"])
    }

    @Test func signingUpIsInFlightWithTheButtonDisabled() throws {
        let shop = ShopHarness()
        try shop.tap("account")
        try shop.tap("signUp")
        try shop.tap("readTerms")
        try shop.tap("accept")
        try shop.type("Ada Lovelace", into: "name")
        try shop.type("ada", into: "username")
        try shop.type("engine", into: "password")
        #expect(try shop.press("createAccount"))
        shop.finishTurn()
        #expect(try shop.text("progress") == "Creating your account…")
        #expect(try !shop.press("createAccount"))
        let events = shop.takeEvents()
        #expect(requests(events) == ["AccountService sign-up started", "AccountService sign-up finished after 1.00s"])
        #expect(shop.app.modelSnapshot.user?.username == "ada")
    }
}
