import TestSupport
import Testing

@testable import PlaygroundEngine

/// Every flow of the example app, done from the prompt as a person would do it.
@Suite struct EngineFlowTests {
    @Test func launchShowsHomeWithPromotionsAndAnEmptyBadge() {
        let screen = lines(Session().run("screen"))
        #expect(screen[0] == "HomeViewController#1 \"Home\"")
        #expect(screen.contains("  Cart (0)"))
        #expect(screen.contains { $0.hasPrefix("  [Buy now]") && $0.hasSuffix("tap buyNow1") })
        #expect(screen.contains("    2 Shoes  2 products ›"))
    }

    @Test func productAddToCartAndBuyNowFromHome() {
        let session = Session()
        session.run(["select \"Wool Coat\"", "select navy", "select l", "tap addToCart"])
        #expect(session.cart == ["Wool Coat · Navy, size l"])
        #expect(session.run("screen").contains("Cart (1)"))
        session.run(["back", "tap buyNow4"])
        #expect(session.cart == ["Wool Coat · Navy, size l", "Cable Sweater · Anthracite, size m"])
        // The home screen forwarded it on its way up and awaited the reply, so its own badge
        // shows the count.
        #expect(session.run("screen").contains("Cart (2)"))
    }

    @Test func cartRemovalAsksForConfirmation() {
        let session = Session()
        session.run(["tap buyNow1", "tap buyNow4", "tap cart", "select 0"])
        let alert = lines(session.run("screen"))
        #expect(alert[0] == "AlertController#1 \"Confirm item removal\"")
        #expect(alert.contains { $0.hasPrefix("  [Yes, remove]") && $0.hasSuffix("tap yesRemove") })
        session.run("tap cancel")
        #expect(session.cart.count == 2)
        session.run(["select \"Cable Sweater · Anthracite, size m\"", "tap yesRemove"])
        #expect(session.cart == ["Wool Coat · Anthracite, size m"])
        #expect(session.visible == "CartViewController#1")
        #expect(session.run("screen").contains("Total: €240"))
    }

    @Test func loginWrongThenRight() {
        let session = Session()
        session.run(["tap account", "type username pavel", "type password wrong", "tap logIn"])
        #expect(session.run("screen").contains("Wrong username or password"))
        #expect(session.model["user"] == nil)
        session.run(["type password coordinator", "tap logIn"])
        #expect(session.visible == "ProfileViewController#1")
        #expect(session.model.value(atPath: "user.name") == .string("Pavel Gurov"))
        #expect(
            session.run("tree").contains(
                "AccountCoordinator#1  root NavigationController#2  ◀ active\n      screens: ProfileViewController#1"))
    }

    /// Logs in and opens profile editing.
    func editingProfile(_ session: Session) {
        session.run(["tap account", "type username pavel", "type password coordinator", "tap logIn", "tap editProfile"])
    }

    @Test func cityPickerSingleSelectionByRegionAndByFederalCity() {
        let session = Session()
        editingProfile(session)
        session.run(["tap selectCity", "select Volga", "select Kazan"])
        #expect(session.visible == "EditProfileViewController#1")
        #expect(session.run("screen").contains("City: Kazan"))
        session.run(["tap selectCity", "select \"St. Petersburg\""])
        #expect(session.run("screen").contains("City: St. Petersburg"))
        #expect(session.model.value(atPath: "user.city") == .members(["name": .string("St. Petersburg")]))
    }

    @Test func cityPickerMultiSelectUpdatesEveryScreenAtOnce() {
        let session = Session()
        editingProfile(session)
        session.run(["tap selectWorkCities", "select \"New York State\"", "select \"New York\"", "select Buffalo"])
        #expect(session.run("screen").contains("1 Buffalo ✓"))
        session.run("back")
        #expect(session.run("screen").contains("3 New York State  2 of 2 chosen ›"))
        session.run("back")
        #expect(session.run("screen").contains("Work cities: New York, Buffalo"))
    }

    @Test func theMapPickerWorksWithTheSameCommands() throws {
        let options = StartOptions.shop("picker map")
        let session = Session(options: options)
        editingProfile(session)
        session.run(["tap selectCity", "select Kanto"])
        #expect(session.visible == "CitiesMapViewController#1")
        session.run("select Tokyo")
        #expect(session.run("screen").contains("City: Tokyo"))
    }

    @Test func checkoutWhileLoggedOutLogsInFirstThenPlacesTheOrder() {
        let session = Session()
        session.run(["tap buyNow1", "tap cart", "tap checkout"])
        #expect(session.visible == "LoginViewController#1")
        session.run(["type username pavel", "type password coordinator", "tap logIn"])
        #expect(session.visible == "ShippingViewController#1")
        session.run(["type address \"1 Red Square\"", "tap continue"])
        #expect(session.visible == "PaymentViewController#1")
        session.run(["select \"Cash on delivery\"", "tap continue"])
        #expect(session.visible == "ConfirmationViewController#1")
        #expect(session.run("screen").contains("Ship to Pavel Gurov, 1 Red Square"))
        session.run("tap placeOrder")
        #expect(session.cart.isEmpty)
        #expect(session.model.value(atPath: "orders.0.number") == .int(1) && session.model.value(atPath: "orders.1") == nil)
        #expect(session.visible == "CartViewController#1")
        #expect(!session.run("tree").contains("CheckoutCoordinator"))
    }

    @Test func aPendingServiceQueuesMessagesAndReplaysThemOnce() throws {
        let options = StartOptions.shop("service catalog pending")
        let session = Session(options: options)
        #expect(session.run("screen").contains("Loading…"))
        #expect(session.run("queue") == "CatalogCoordinator#1: catalogPromotedProducts, catalogCategories")
        let ready = lines(session.run("service catalog ready"))
        #expect(
            ready == [
                "catalog is ready", "CatalogCoordinator#1 ran its queue: catalogPromotedProducts, catalogCategories",
                "HomeViewController#1 shows: \"Wool Coat · €240\", \"Cable Sweater · €90\"",
            ])
        #expect(session.run("screen").contains("0 Wool Coat  €240 ›"))
        #expect(session.run("queue") == "no messages are queued")
        session.run(["service catalog pending", "service catalog ready"])
        #expect(session.run("screen").components(separatedBy: "Wool Coat  €240").count == 2)
    }

    @Test func deepLinksRouteFromAnyStateAndLogInFirstWhereNeeded() {
        let session = Session()
        session.run(["tap account", "open shop://product/2"])
        #expect(session.visible == "ProductViewController#1")
        session.run("open shop://profile/city")
        #expect(session.visible == "LoginViewController#2")
        session.run(["type username pavel", "type password coordinator", "tap logIn"])
        #expect(session.visible.hasPrefix("RegionsViewController#"))
        session.run("open shop://cart")
        #expect(session.visible == "CartViewController#1")
    }

    @Test func signUpNeedsTheTermsFirst() {
        let session = Session()
        session.run(["tap account", "tap signUp", "type name Ada", "type username ada", "type password lovelace"])
        #expect(session.run("screen").contains("[Create account] (disabled)"))
        session.run(["tap readTerms", "tap accept"])
        #expect(session.visible == "SignUpViewController#1")
        session.run("tap createAccount")
        #expect(session.model.value(atPath: "user.username") == .string("ada"))
    }
}
