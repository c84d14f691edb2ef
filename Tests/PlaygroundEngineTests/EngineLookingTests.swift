import Foundation
import HeadlessUIKit
import TestSupport
import Testing

@testable import PlaygroundEngine

/// The commands that show the app: what each prints for a freshly launched app and after a
/// few steps, and that looking never changes anything.
@Suite struct EngineLookingTests {
    @Test func treeShowsEachCoordinatorsRootScreensActiveAndQueue() {
        let options = StartOptions.shop("service catalog pending")
        let session = Session(options: options)
        #expect(
            lines(session.run("tree")) == [
                "AppCoordinator#1  root NavigationController#1",
                "│  screens: none",
                "└─ CatalogCoordinator#1  root NavigationController#1  ◀ active",
                "      screens: HomeViewController#1",
                "      queued: catalogPromotedProducts, catalogCategories",
            ])
    }

    @Test func treeMarksStaleScreensAfterAnotherCoordinatorTookTheStack() {
        let session = Session()
        session.run(["select Coats", "tap cart"])
        #expect(
            lines(session.run("tree")) == [
                "AppCoordinator#1  root NavigationController#1",
                "│  screens: none",
                "├─ CatalogCoordinator#1  root NavigationController#1",
                "│     screens: HomeViewController#1 (stale), CategoryViewController#1 (stale)",
                "└─ CartCoordinator#1  root NavigationController#1  ◀ active",
                "      screens: CartViewController#1",
            ])
    }

    @Test func stackShowsStacksPresentationsCoordinatorsAndTheVisibleScreen() {
        let session = Session()
        session.run(["select \"Wool Coat\"", "send accountShow"])
        #expect(
            lines(session.run("stack")) == [
                "Window#1",
                "└─ NavigationController#1  → CatalogCoordinator#1",
                "   ├─ [0] HomeViewController#1 \"Home\"",
                "   ├─ [1] ProductViewController#1 \"Wool Coat\"",
                "   └─ presents NavigationController#2  → AccountCoordinator#1",
                "      └─ [0] LoginViewController#1 \"Log in\"  ◀ visible",
            ])
    }

    @Test func screenDrawsEveryControlWithTheCommandThatActsOnIt() {
        let session = Session()
        session.refuse("select 1")
        #expect(
            lines(session.run("select categories:0")) == [
                "selected \"Coats\" in categories", "now showing CategoryViewController#1 \"Coats\"",
            ])
        #expect(
            lines(session.run("screen")) == [
                "CategoryViewController#1 \"Coats\"",
                "  ‹ Back to \"Home\"   back",
                "  Cart (0)",
                "  [Cart]             tap cart",
                "  products           select N or a row's text",
                "    0 Wool Coat  €240 ›",
                "    1 Parka  €190 ›",
                "    2 Field Jacket  €150 ›",
            ])
    }

    @Test func screenShowsFieldsWithSecureTextAsDotsAndDisabledButtons() {
        let session = Session()
        session.run(["tap account", "type username pavel", "type password secret"])
        #expect(
            lines(session.run("screen")) == [
                "LoginViewController#1 \"Log in\"",
                "  Username: pavel    type username TEXT",
                "  Password: ••••••   type password TEXT",
                "  [Log in]           tap logIn",
                "  [Sign up]          tap signUp",
                "  [Close]            tap close",
            ])
        session.run(["tap close", "tap cart"])
        #expect(
            lines(session.run("screen")) == [
                "CartViewController#1 \"Cart\"",
                "  Cart (0)",
                "  Your cart is empty",
                "  lines (empty)   select N or a row's text",
                "  Total: €0",
                "  [Catalog]       tap catalog",
                "  [Checkout] (disabled)",
            ])
        #expect(
            session.refuse("tap checkout") == "error: checkout is disabled on CartViewController#1; the ones you can use now: catalog")
    }

    @Test func chainListsEveryResponderWithTheRuleThatLedThere() {
        let session = Session()
        #expect(
            lines(session.run("chain")) == [
                "1  HomeViewController#1    view controller",
                "2  NavigationController#1  navigation controller  via parent",
                "3  CatalogCoordinator#1    coordinator            via parentCoordinator",
                "4  AppCoordinator#1        coordinator            via parent",
                "5  ShopSceneDelegate#1     scene delegate         via override",
                "6  Window#1                window                 via override",
                "7  Application#1           application            via next",
                "8  ShopAppDelegate#1       app delegate           via next",
            ])
    }

    @Test func chainFromAButtonClimbsItsViewsFirst() {
        let session = Session()
        #expect(
            lines(session.run("chain button#1")) == [
                " 1  Button#1                control",
                " 2  View#3                  view                   via superview",
                " 3  HomeViewController#1    view controller        via its controller",
                " 4  NavigationController#1  navigation controller  via parent",
                " 5  CatalogCoordinator#1    coordinator            via parentCoordinator",
                " 6  AppCoordinator#1        coordinator            via parent",
                " 7  ShopSceneDelegate#1     scene delegate         via override",
                " 8  Window#1                window                 via override",
                " 9  Application#1           application            via next",
                "10  ShopAppDelegate#1       app delegate           via next",
            ])
    }

    @Test func stateIsValidDeterministicJSONWithEveryKey() throws {
        let first = Session(), second = Session()
        for session in [first, second] { session.run(["select Coats", "select Parka", "tap addToCart", "tap cart"]) }
        #expect(first.stateJSON == second.stateJSON)
        #expect(first.snapshot == second.snapshot)
        let snapshot = first.snapshot
        #expect(snapshot.visible == ObjectName(typeName: "CartViewController", number: 1))
        let window = try #require(snapshot.controllers.first)
        #expect(window.id == ObjectName(typeName: "NavigationController", number: 1))
        #expect(window.parentCoordinator == ObjectName(typeName: "CartCoordinator", number: 1))
        #expect(window.isNavigation)
        let cart = try #require(window.children.first.map { snapshot.controllers[$0] })
        #expect(cart.title == "Cart")
        #expect(cart[control: "checkout"] == .button(title: "Checkout", isEnabled: true))
        let catalog = try #require(snapshot.coordinators.first { $0.id.typeName == "CatalogCoordinator" })
        #expect(catalog.isActive == false)
        #expect(catalog.stale.map(\.description) == ["HomeViewController#1", "CategoryViewController#1", "ProductViewController#1"])
        #expect(first.cart == ["Parka · Anthracite, size m"])
        #expect(
            snapshot.services == ["catalog", "cart", "account", "profile"].map { AppSnapshot.ServiceState(name: $0, state: "ready") })
        // Pretty with two spaces, keys in a fixed order.
        #expect(first.stateJSON.hasPrefix("{\n  \"visible\": \"CartViewController#1\",\n  \"window\": {\n    \"id\""))
    }

    @Test func objectsGroupsLiveObjectsByKind() {
        let session = Session()
        let objects = lines(session.run("objects"))
        #expect(objects[0].hasSuffix("live objects"))
        #expect(objects.contains { $0.hasPrefix("coordinator ") && $0.hasSuffix("AppCoordinator#1, CatalogCoordinator#1") })
        #expect(objects.contains { $0.hasPrefix("view controller ") && $0.hasSuffix("HomeViewController#1") })
    }

    @Test func objectsShowWhatAStoppedFlowLeftBehind() {
        let session = Session()
        session.run(["tap account", "stop AccountCoordinator"])
        let snapshot = session.snapshot
        #expect(snapshot[objects: "coordinator"] == ["AppCoordinator#1", "CatalogCoordinator#1"])
        // The library's stop does not dismiss: the presented navigation controller stays alive.
        #expect(snapshot[objects: "navigation controller"] == ["NavigationController#1", "NavigationController#2"])
        #expect(snapshot.visible == id("NavigationController#2"))
    }

    @Test func queueAndServicesListWhatWaitsAndWhatIsReady() {
        let options = StartOptions.shop("service catalog pending")
        let session = Session(options: options)
        #expect(session.run("queue") == "CatalogCoordinator#1: catalogPromotedProducts, catalogCategories")
        #expect(lines(session.run("services")) == ["catalog  pending", "cart     ready", "account  ready", "profile  ready"])
        #expect(Session().run("queue") == "no messages are queued")
    }

    @Test func lookingChangesNothing() {
        let session = Session()
        session.run(["select Coats", "send accountShow"])
        let before = session.snapshot
        for command in [
            "tree", "stack", "screen", "chain", "chain Button#1", "state", "objects", "queue", "services", "help", "help send",
            "export dot", "export mermaid",
        ] {
            session.run(command)
        }
        #expect(session.snapshot == before)
        #expect(session.log == ["select Coats", "send accountShow"])
    }
}
