import TestSupport
import Testing

@testable import PlaygroundEngine

/// Every flow of the example app, done from the prompt as a person would do it.
@Suite struct EngineFlowTests {
    @Test func launchShowsHomeWithPromotionsAndAnEmptyBadge() {
        #expect(
            lines(Session().run("screen")) == [
                "HomeViewController#1 \"Home\"",
                "  Cart (0)",
                "  [Cart]       tap cart",
                "  [Account]    tap account",
                "  Wool Coat · €240",
                "  [Buy now]    tap buyNow1",
                "  Cable Sweater · €90",
                "  [Buy now]    tap buyNow4",
                "  promoted     select promoted:N or a row's text",
                "    0 Wool Coat  €240 ›",
                "    1 Cable Sweater  €90 ›",
                "  categories   select categories:N or a row's text",
                "    0 Coats  3 products ›",
                "    1 Knitwear  3 products ›",
                "    2 Shoes  2 products ›",
            ])
    }

    /// The whole change of a push: the screen, its place on the stack and in the coordinator's
    /// list, the chain it now heads, what the phone shows, and the objects it made; nothing else.
    @Test func selectingACategoryPushesItsScreenAndChangesNothingElse() {
        let session = Session()
        let products = [("Wool Coat", "€240"), ("Parka", "€190"), ("Field Jacket", "€150")]
        let category = AppSnapshot.ControllerNode(
            id: id("CategoryViewController#1"), title: "Coats", parentCoordinator: nil,
            controls: [
                .init(id: "cartBadge", content: .label(text: "Cart (0)")),
                .init(id: "cart", content: .button(title: "Cart", isEnabled: true)),
                .init(id: "name", content: .label(text: "Coats")),
                .init(id: "products", content: .list(rows: products.map { .init(title: $0.0, detail: $0.1, isChecked: false) })),
            ], isNavigation: false, children: [], presented: nil)
        session.expectChange("select Coats") {
            $0 = $0.pushing(
                category,
                showing: [
                    .label(text: "Cart (0)"), .button(id: "cart", title: "Cart", isEnabled: true),
                    .list(
                        id: "products",
                        rows: products.map { .init(title: $0.0, detail: $0.1, isChecked: false, hasDisclosure: true) }),
                ], onto: "NavigationController#1", by: "CatalogCoordinator#1")
            $0[objects: "view"] += ["TableView#3", "Label#5", "TableCell#6", "TableCell#7", "TableCell#8", "View#4", "Label#6"]
            $0[objects: "control"] += ["Button#5"]
        }
    }

    @Test func productAddToCartAndBuyNowFromHome() {
        let session = Session()
        session.run(["select \"Wool Coat\"", "select navy", "select l"])
        session.expectChange("tap addToCart") {
            $0.model[path: "cart"] = .array([.string("Wool Coat · Navy, size l")])
            $0.model[path: "cartTotal"] = .int(240)
            $0["HomeViewController#1", control: "cartBadge"] = .label(text: "Cart (1)")
            $0["ProductViewController#1", control: "cartBadge"] = .label(text: "Cart (1)")
            $0["ProductViewController#1", control: "status"] = .label(text: "Added Wool Coat · Navy, size l")
            $0[shown: "ProductViewController#1"].items[0] = .label(text: "Cart (1)")
            $0[shown: "ProductViewController#1"].items.append(.label(text: "Added Wool Coat · Navy, size l"))
        }
        session.run("back")
        // The home screen forwarded it on its way up and awaited the reply, so its own badge
        // shows the count.
        session.expectChange("tap buyNow4") {
            $0.model[path: "cart"] = .array([.string("Wool Coat · Navy, size l"), .string("Cable Sweater · Anthracite, size m")])
            $0.model[path: "cartTotal"] = .int(330)
            $0["HomeViewController#1", control: "cartBadge"] = .label(text: "Cart (2)")
            $0[shown: "HomeViewController#1"].items[0] = .label(text: "Cart (2)")
        }
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
        #expect(session.snapshot["CartViewController#1", control: "total"] == .label(text: "Total: €240"))
    }

    @Test func loginWrongThenRight() {
        let session = Session()
        session.run(["tap account", "type username pavel", "type password wrong", "tap logIn"])
        #expect(session.snapshot["LoginViewController#1", control: "error"] == .label(text: "Wrong username or password"))
        #expect(session.model["user"] == nil)
        session.run(["type password coordinator", "tap logIn"])
        let snapshot = session.snapshot
        #expect(snapshot.visible == id("ProfileViewController#1"))
        #expect(session.model.value(atPath: "user.name") == .string("Pavel Gurov"))
        #expect(snapshot[coordinator: "AccountCoordinator#1"].root == id("NavigationController#2"))
        #expect(snapshot[coordinator: "AccountCoordinator#1"].isActive == true)
        #expect(snapshot[coordinator: "AccountCoordinator#1"].screens == [id("ProfileViewController#1")])
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
        #expect(session.snapshot["EditProfileViewController#1", control: "city"] == .label(text: "City: Kazan"))
        session.run(["tap selectCity", "select \"St. Petersburg\""])
        #expect(session.snapshot["EditProfileViewController#1", control: "city"] == .label(text: "City: St. Petersburg"))
        #expect(session.model.value(atPath: "user.city") == .members(["name": .string("St. Petersburg")]))
    }

    @Test func cityPickerMultiSelectUpdatesEveryScreenAtOnce() {
        let session = Session()
        editingProfile(session)
        session.run(["tap selectWorkCities", "select \"New York State\"", "select \"New York\"", "select Buffalo"])
        #expect(
            lines(session.run("screen")) == [
                "CitiesListViewController#1 \"New York State\"",
                "  ‹ Back to \"Choose work cities\"   back",
                "  cities                           select N or a row's text",
                "    0 New York ✓",
                "    1 Buffalo ✓",
            ])
        session.run("back")
        #expect(
            lines(session.run("screen")).suffix(6) == [
                "  regions                    select regions:N or a row's text",
                "    0 Volga  0 of 3 chosen ›",
                "    1 Ural  0 of 3 chosen ›",
                "    2 Siberia  0 of 2 chosen ›",
                "    3 New York State  2 of 2 chosen ›",
                "    4 Kanto  0 of 4 chosen ›",
            ])
        session.run("back")
        #expect(session.snapshot["EditProfileViewController#1", control: "workCities"] == .label(text: "Work cities: New York, Buffalo"))
    }

    @Test func theMapPickerWorksWithTheSameCommands() throws {
        let options = StartOptions.shop("picker map")
        let session = Session(options: options)
        editingProfile(session)
        session.run(["tap selectCity", "select Kanto"])
        #expect(session.visible == "CitiesMapViewController#1")
        session.run("select Tokyo")
        #expect(session.snapshot["EditProfileViewController#1", control: "city"] == .label(text: "City: Tokyo"))
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
        #expect(session.snapshot["ConfirmationViewController#1", control: "shipping"] == .label(text: "Ship to Pavel Gurov, 1 Red Square"))
        session.run("tap placeOrder")
        #expect(session.cart.isEmpty)
        #expect(session.model.value(atPath: "orders.0.number") == .int(1) && session.model.value(atPath: "orders.1") == nil)
        #expect(session.visible == "CartViewController#1")
        #expect(session.snapshot.coordinators.map(\.id) == [id("AppCoordinator#1"), id("CatalogCoordinator#1"), id("CartCoordinator#1")])
    }

    @Test func aPendingServiceQueuesMessagesAndReplaysThemOnce() throws {
        let options = StartOptions.shop("service catalog pending")
        let session = Session(options: options)
        #expect(session.snapshot["HomeViewController#1", control: "status"] == .label(text: "Loading…"))
        #expect(session.run("queue") == "CatalogCoordinator#1: catalogPromotedProducts, catalogCategories")
        let ready = lines(session.run("service catalog ready"))
        #expect(
            ready == [
                "catalog is ready", "CatalogCoordinator#1 ran its queue: catalogPromotedProducts, catalogCategories",
                "HomeViewController#1 shows: \"Wool Coat · €240\", \"Cable Sweater · €90\"",
            ])
        #expect(session.run("screen") == Session().run("screen"))
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
        #expect(session.snapshot["SignUpViewController#1", control: "createAccount"] == .button(title: "Create account", isEnabled: false))
        session.run(["tap readTerms", "tap accept"])
        #expect(session.visible == "SignUpViewController#1")
        session.run("tap createAccount")
        #expect(session.model.value(atPath: "user.username") == .string("ada"))
    }
}
