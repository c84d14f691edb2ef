import HeadlessUIKit
import RouterCoordinator
import Testing

@testable import ItemsApp

/// The original's `ItemCoordinatorTest` (the list, then an item's detail), and the create flow:
/// presented with a router of its own, reporting `.item` or `.dismissFlow`, removed either way.
@Suite struct ItemCoordinatorTests {
    @Test func startShowsTheList() {
        let launched = Launched(.init(launch: .main))
        #expect(launched.stack == ["ItemsListViewController"])
        #expect(launched.tree == ["ApplicationCoordinator#1", "  TabbarCoordinator#1", "    ItemCoordinator#1"])
    }

    @Test func selectingAnItemPushesItsDetailWithTheTabBarHidden() throws {
        let launched = Launched(.init(launch: .main))
        launched.select(2, in: "list")
        #expect(launched.stack == ["ItemsListViewController", "ItemDetailViewController"])
        let detail = try #require(launched.app.window.visibleViewController)
        #expect(detail.title == "Item 3")
        #expect(detail.hidesBottomBarWhenPushed)
        #expect(detail.tabBarController?.tabBar.isHidden == true)
        #expect(launched.control("settings") == nil)
        launched.back()
        #expect(launched.stack == ["ItemsListViewController"])
        #expect(launched.control("settings") != nil)
    }

    @Test func aCreatedItemDismissesTheFlowRemovesItsCoordinatorAndShowsTheItem() throws {
        let launched = Launched(.init(launch: .main))
        launched.tap("add")
        #expect(launched.visible == "ItemCreateViewController")
        #expect(
            launched.live("ItemCreateCoordinator", "RouterImp") == ["RouterImp#1", "RouterImp#2", "RouterImp#3", "ItemCreateCoordinator#1"])
        #expect(launched.tree.last == "      ItemCreateCoordinator#1")
        launched.type("title", "Lamp")
        launched.tap("create")
        #expect(launched.live("ItemCreateCoordinator", "ItemCreateViewController").isEmpty)
        #expect(launched.tree == ["ApplicationCoordinator#1", "  TabbarCoordinator#1", "    ItemCoordinator#1"])
        #expect(launched.stack == ["ItemsListViewController", "ItemDetailViewController"])
        #expect(launched.app.window.visibleViewController?.title == "Lamp")
        #expect(launched.app.modelSnapshot.items.last == "6 Lamp · Created")
        launched.back()
        let list = try #require(launched.app.window.visibleViewController?.view.subviews.compactMap { $0 as? TableView }.first)
        #expect(list.rows.map(\.title).last == "Lamp")
    }

    @Test func hidingTheCreateFlowDismissesAndRemovesIt() {
        let launched = Launched(.init(launch: .main))
        launched.tap("add")
        launched.tap("hide")
        #expect(launched.live("ItemCreateCoordinator", "ItemCreateViewController").isEmpty)
        #expect(launched.stack == ["ItemsListViewController"])
        #expect(launched.app.modelSnapshot.items.count == 5)
    }

    /// `items://item/N` from inside the create flow: out of it, back to the list, then the item.
    @Test func anItemLinkEndsTheCreateFlowAndShowsTheItem() {
        let launched = Launched(.init(launch: .main))
        launched.tap("add")
        launched.open("items://item/4")
        #expect(launched.live("ItemCreateCoordinator", "ItemCreateViewController").isEmpty)
        #expect(launched.stack == ["ItemsListViewController", "ItemDetailViewController"])
        #expect(launched.app.window.visibleViewController?.title == "Item 4")
    }
}
