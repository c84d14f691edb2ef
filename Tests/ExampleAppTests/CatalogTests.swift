import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// What the playground engine builds from text: messages, pages, screens and sections.
struct CatalogTests {
    @Test func messagesAreBuiltFromTextAndRejectBadArguments() throws {
        let shop = ShopHarness()
        let made = try MessageCatalog.make("cartAdd", arguments: ["product": "3", "color": "Navy", "size": "l"])
        let add = try #require(made as? CartAdd)
        #expect(add.signature == "cartAdd(product: Field Jacket, color: Navy, size: l)")
        let sent = shop.send(add, from: shop.app.visibleScreen!)
        #expect(sent.delivery.handledBy == shop.coordinator.objectID)
        let reply = try sent.reply
        #expect(reply.line.text == "Field Jacket · Navy, size l")
        #expect(add.describe(reply) == "added Field Jacket · Navy, size l; the cart has 1 item")

        #expect(throws: MessageCatalogError.self) { try MessageCatalog.make("cartAdd", arguments: ["color": "Navy"]) }
        #expect(throws: MessageCatalogError.self) { try MessageCatalog.make("cartAdd", arguments: ["product": "3", "color": "Teal"]) }
        #expect(throws: MessageCatalogError.self) { try MessageCatalog.make("cartAdd", arguments: ["product": "3", "colour": "Navy"]) }
        #expect(throws: MessageCatalogError.self) { try MessageCatalog.make("cartFly", arguments: [:]) }
        let prefixes = ["cart", "catalog", "account", "global"]
        #expect(MessageCatalog.all.allSatisfy { message in prefixes.contains { message.name.hasPrefix($0) } })
        #expect(
            try MessageCatalog.make("globalDisplay", arguments: ["page": "cities/New York State"]).signature
                == "globalDisplay(page: cities/New York State)")
    }

    /// Each listed message is built by its own descriptor: none falls through to another's.
    @Test func everyListedMessageIsBuiltUnderItsOwnName() throws {
        let samples = [
            "line": "1", "page": "category/coats", "recipient": "Ana", "address": "Main St 1", "username": "pavel",
            "password": "pw", "name": "Ana",
        ]
        for descriptor in MessageCatalog.all {
            let arguments = Dictionary(
                uniqueKeysWithValues: descriptor.arguments.filter(\.isRequired).map { argument in
                    (argument.key, argument.allowedValues?.first ?? samples[argument.key] ?? "")
                })
            #expect(try MessageCatalog.make(descriptor.name, arguments: arguments).name == descriptor.name)
        }
        #expect(
            throws: MessageCatalogError(message: "line must be a number"),
            performing: { try MessageCatalog.make("cartRemove", arguments: ["line": "first"]) })
    }

    @Test func globalDisplayFromAScreenRoutesThroughTheAppCoordinator() throws {
        let shop = ShopHarness()
        let message = try MessageCatalog.make("globalDisplay", arguments: ["page": "category/shoes"])
        let sent = shop.deliver(message, from: shop.app.visibleScreen!)
        #expect(route(sent) == ["HomeViewController", "NavigationController", "CatalogCoordinator", "AppCoordinator handled"])
        #expect(names(shop.mainStack) == ["HomeViewController", "CategoryViewController"])
        #expect(try shop.rows("products").map(\.title) == ["Chelsea Boots", "Sneakers"])
    }

    @Test func pagesAreParsedAndCheckedAgainstTheData() throws {
        #expect(try PageCatalog.page(named: "product", arguments: ["3"]) == .product(id: 3))
        #expect(try PageCatalog.page(named: "cities", arguments: ["New", "York", "State"]) == .cities(region: "New York State"))
        #expect(try PageCatalog.page(path: "category/coats") == .category(id: "coats"))
        #expect(throws: PageCatalogError.self) { try PageCatalog.page(named: "product", arguments: ["99"]) }
        #expect(throws: PageCatalogError.self) { try PageCatalog.page(named: "home", arguments: ["x"]) }
        #expect(throws: PageCatalogError.self) { try PageCatalog.page(named: "basket", arguments: []) }
        for name in PageCatalog.names where !["category", "product", "cities"].contains(name) {
            #expect(try PageCatalog.page(named: name, arguments: []).path == name)
        }
    }

    @Test func madeScreensAreWiredLikeTheCoordinatorsWireThem() throws {
        let shop = ShopHarness()
        let product = shop.act { shop.app.makeScreen(for: .product(id: 2)) }
        #expect((product as? ProductViewController)?.product.name == "Parka")
        shop.act { shop.coordinator.rootViewController.pushViewController(product, animated: true) }
        try shop.tap("addToCart")
        #expect(shop.app.modelSnapshot.cart == ["Parka · Anthracite, size m"])

        shop.app.cityPickerStyle = .map
        let picker = shop.act { shop.app.makeScreen(for: .cities(region: "Kanto")) }
        #expect(picker is CitiesMapViewController)
        #expect(shop.act { shop.app.makeScreen(for: .product(id: 42)) }.title == "No such page: product/42")
    }

    @Test func sectionsStartAsTheAppWouldStartThem() throws {
        let shop = ShopHarness()
        #expect(throws: SectionError.self) { try shop.act { try shop.app.start(.checkout) } }
        try shop.act { try shop.app.start(.cart) }
        try shop.visibleScreen(CartViewController.self)
        try shop.act { try shop.app.start(.profileEditing) }
        try shop.visibleScreen(LoginViewController.self)
        #expect(shop.coordinator.pageAfterLogin == .editProfile)
        try shop.logIn()
        try shop.visibleScreen(EditProfileViewController.self)
        try shop.act { try shop.app.start(.catalog) }
        try shop.visibleScreen(HomeViewController.self)
    }

    @Test func theModelSnapshotReadsTheFixtures() {
        let shop = ShopHarness(ShopConfiguration(pendingServices: [.profile]))
        let model = shop.app.modelSnapshot
        #expect(model.catalog.first == "1 Wool Coat · Coats · €240 · promoted")
        #expect(model.catalog.count == 8)
        #expect(model.services.map(\.state) == [.ready, .ready, .ready, .pending])
        #expect(model.user == nil)
        #expect(model.cityPickerStyle == .list)
    }
}
