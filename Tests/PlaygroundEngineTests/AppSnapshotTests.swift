import HeadlessUIKit
import TestSupport
import Testing

@testable import PlaygroundEngine

/// The snapshot is the app as a value: a known app gives a known value, whole.
@Suite struct AppSnapshotTests {
    /// The shop as it launches: the home screen in the catalog's navigation controller, every
    /// service ready, nobody logged in, and the live objects by kind.
    @Test func theLaunchedShopIsThisValue() {
        #expect(Session().snapshot == Self.launchedShop)
    }

    /// `state` prints the snapshot; after a flow the snapshot says what changed, and only that.
    @Test func addingToTheCartChangesTheModelTheBadgeAndTheStack() throws {
        let session = Session()
        session.run(["select Coats", "select Parka", "tap addToCart", "back", "back"])
        let snapshot = session.snapshot
        var expectedModel = Self.launchedShop.model
        guard case .object(var members) = expectedModel else { Issue.record("the model is not an object"); return }
        members[members.firstIndex { $0.key == "cart" }!].value = .array([.string("Parka · Anthracite, size m")])
        members[members.firstIndex { $0.key == "cartTotal" }!].value = .int(190)
        expectedModel = .object(members)
        #expect(snapshot.model == expectedModel)
        #expect(snapshot.visible == Self.launchedShop.visible)
        let home = try #require(snapshot.controllers.first { $0.id == id("HomeViewController#1") })
        #expect(home.controls.first == .init(id: "cartBadge", content: .label(text: "Cart (1)")))
        #expect(StateRenderer.json(of: snapshot) == session.stateJSON)
    }

    static let launchedShop =
        AppSnapshot(
            app: "shop",
            visible: id("HomeViewController#1"),
            window: id("Window#1"),
            controllers: [
                .init(
                    id: id("NavigationController#1"), title: nil, parentCoordinator: id("CatalogCoordinator#1"),
                    controls: [],
                    isNavigation: true, children: [1], presented: nil),
                .init(
                    id: id("HomeViewController#1"), title: "Home", parentCoordinator: nil,
                    controls: [
                        .init(id: "cartBadge", content: .label(text: "Cart (0)")),
                        .init(id: "cart", content: .button(title: "Cart", isEnabled: true)),
                        .init(id: "account", content: .button(title: "Account", isEnabled: true)),
                        .init(id: "status", content: .label(text: "")),
                        .init(id: "promotionTitle1", content: .label(text: "Wool Coat · €240")),
                        .init(id: "buyNow1", content: .button(title: "Buy now", isEnabled: true)),
                        .init(id: "promotionTitle4", content: .label(text: "Cable Sweater · €90")),
                        .init(id: "buyNow4", content: .button(title: "Buy now", isEnabled: true)),
                        .init(
                            id: "promoted",
                            content: .list(rows: [
                                .init(title: "Wool Coat", detail: "€240", isChecked: false),
                                .init(title: "Cable Sweater", detail: "€90", isChecked: false),
                            ])),
                        .init(
                            id: "categories",
                            content: .list(rows: [
                                .init(title: "Coats", detail: "3 products", isChecked: false),
                                .init(title: "Knitwear", detail: "3 products", isChecked: false),
                                .init(title: "Shoes", detail: "2 products", isChecked: false),
                            ])),
                    ],
                    isNavigation: false, children: [], presented: nil),
            ],
            coordinators: [
                .init(
                    id: id("AppCoordinator#1"), root: id("NavigationController#1"), ownsScreens: true, screens: [], isActive: false,
                    queued: [], stale: [], children: [1]),
                .init(
                    id: id("CatalogCoordinator#1"), root: id("NavigationController#1"), ownsScreens: true,
                    screens: [id("HomeViewController#1")], isActive: true,
                    queued: [], stale: [], children: []),
            ],
            services: [
                .init(name: "catalog", state: "ready"), .init(name: "cart", state: "ready"), .init(name: "account", state: "ready"),
                .init(name: "profile", state: "ready"),
            ],
            model: .members([
                "services": .array([
                    .members(["name": .string("catalog"), "state": .string("ready")]),
                    .members(["name": .string("cart"), "state": .string("ready")]),
                    .members(["name": .string("account"), "state": .string("ready")]),
                    .members(["name": .string("profile"), "state": .string("ready")]),
                ]),
                "cart": .array([]),
                "cartTotal": .int(0),
                "orders": .array([]),
                "catalog": .array([
                    .string("1 Wool Coat · Coats · €240 · promoted"),
                    .string("2 Parka · Coats · €190"),
                    .string("3 Field Jacket · Coats · €150"),
                    .string("4 Cable Sweater · Knitwear · €90 · promoted"),
                    .string("5 Cardigan · Knitwear · €80"),
                    .string("6 Turtleneck · Knitwear · €70"),
                    .string("7 Chelsea Boots · Shoes · €160"),
                    .string("8 Sneakers · Shoes · €110"),
                ]),
                "cityPickerStyle": .string("list"),
            ]),
            liveObjects: [
                .init(kind: "app delegate", names: [id("ShopAppDelegate#1")]),
                .init(kind: "scene delegate", names: [id("ShopSceneDelegate#1")]),
                .init(kind: "application", names: [id("Application#1")]),
                .init(kind: "scene", names: [id("Scene#1")]),
                .init(kind: "window", names: [id("Window#1")]),
                .init(kind: "navigation controller", names: [id("NavigationController#1")]),
                .init(kind: "coordinator", names: [id("AppCoordinator#1"), id("CatalogCoordinator#1")]),
                .init(
                    kind: "view",
                    names: [
                        id("View#1"), id("Label#1"), id("View#2"), id("TableView#1"), id("TableView#2"), id("Label#2"), id("View#3"),
                        id("TableCell#1"), id("TableCell#2"), id("PromotionView#1"), id("Label#3"), id("PromotionView#2"), id("Label#4"),
                        id("TableCell#3"), id("TableCell#4"), id("TableCell#5"),
                    ]),
                .init(kind: "control", names: [id("Button#1"), id("Button#2"), id("Button#3"), id("Button#4")]),
                .init(kind: "view controller", names: [id("HomeViewController#1")]),
            ],
            chain: [
                .init(id: id("HomeViewController#1"), kind: "view controller", reason: nil),
                .init(id: id("NavigationController#1"), kind: "navigation controller", reason: "parent"),
                .init(id: id("CatalogCoordinator#1"), kind: "coordinator", reason: "parentCoordinator"),
                .init(id: id("AppCoordinator#1"), kind: "coordinator", reason: "parent"),
                .init(id: id("ShopSceneDelegate#1"), kind: "scene delegate", reason: "override"),
                .init(id: id("Window#1"), kind: "window", reason: "override"),
                .init(id: id("Application#1"), kind: "application", reason: "next"),
                .init(id: id("ShopAppDelegate#1"), kind: "app delegate", reason: "next"),
            ],
            // The home screen as `screen` shows it: the empty status label and the title's are left out.
            shownScreens: [
                ScreenContent(
                    id: id("HomeViewController#1"), title: "Home", hasNavigationBar: true, back: nil, isAlert: false,
                    items: [
                        .label(text: "Cart (0)"),
                        .button(id: "cart", title: "Cart", isEnabled: true),
                        .button(id: "account", title: "Account", isEnabled: true),
                        .label(text: "Wool Coat · €240"),
                        .button(id: "buyNow1", title: "Buy now", isEnabled: true),
                        .label(text: "Cable Sweater · €90"),
                        .button(id: "buyNow4", title: "Buy now", isEnabled: true),
                        .list(
                            id: "promoted",
                            rows: [
                                .init(title: "Wool Coat", detail: "€240", isChecked: false, hasDisclosure: true),
                                .init(title: "Cable Sweater", detail: "€90", isChecked: false, hasDisclosure: true),
                            ]),
                        .list(
                            id: "categories",
                            rows: [
                                .init(title: "Coats", detail: "3 products", isChecked: false, hasDisclosure: true),
                                .init(title: "Knitwear", detail: "3 products", isChecked: false, hasDisclosure: true),
                                .init(title: "Shoes", detail: "2 products", isChecked: false, hasDisclosure: true),
                            ]),
                    ])
            ],
            offWindowTitles: [:])
}

/// An object's name from its text, `Type#N`.
func id(_ text: String) -> ObjectName {
    let parts = text.split(separator: "#")
    return ObjectName(typeName: String(parts[0]), number: Int(parts[1])!)
}
