import RouterCoordinator
import Testing

@testable import ItemsApp

/// `NotificationOption.build(with:)` reads a payload as the original's
/// `DeepLinkOption.build(with dict:)` does (Protocols/DeepLinkOption.swift at 5607964), and a
/// delivered notification starts the application coordinator as Panov's AppDelegate does.
@Suite struct NotificationOptionTests {
    @Test func buildReadsLaunchIDAndItemIDAsTheOriginal() {
        let built = NotificationOption.launchIDs.map { NotificationOption.build(with: ["launch_id": $0, "item_id": "3"]) }
        #expect(built == [.onboarding, .items, .item("3"), .settings, .login, .terms, .signUp])
        #expect(NotificationOption.build(with: ["launch_id": "item"]) == .item(nil))
        #expect(NotificationOption.build(with: ["item_id": "3"]) == nil)
        #expect(NotificationOption.build(with: ["launch_id": "signup"]) == nil)
    }

    @Test func onlyTheOptionsThePortRoutesHaveALink() {
        #expect(NotificationOption.item("3").link == .item(id: 3))
        #expect(NotificationOption.signUp.link == .signUp)
        #expect([NotificationOption.items, .login, .terms, .item(nil), .item("x")].map(\.link) == [nil, nil, nil, nil, nil])
    }

    @Test func anItemNotificationShowsTheItemAndOneTheOriginalIgnoresChangesNothing() {
        let launched = Launched(.init(launch: .main))
        launched.run { launched.app.receiveRemoteNotification(["launch_id": "items"]) }
        #expect(launched.stack == ["ItemsListViewController"])
        #expect(launched.tree == ["ApplicationCoordinator#1", "  TabbarCoordinator#1", "    ItemCoordinator#1"])
        launched.run { launched.app.receiveRemoteNotification(["launch_id": "item", "item_id": "3"]) }
        #expect(launched.stack == ["ItemsListViewController", "ItemDetailViewController"])
        #expect((launched.app.window.visibleViewController as? ItemDetailViewController)?.title == "Item 3")
    }
}
