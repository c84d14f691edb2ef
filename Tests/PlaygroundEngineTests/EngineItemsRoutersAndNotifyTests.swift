import Foundation
import TestSupport
import Testing

@testable import PlaygroundEngine

/// Whose router the items app runs (`router RouterImp|Router`, named by `tree`), and `notify`,
/// which delivers a push notification's payload as Panov's AppDelegate takes one.
@Suite struct EngineItemsRoutersAndNotifyTests {
    @Test func theTreeEndsWithWhoseRouterTheAppRuns() {
        let panovs = EngineItemsAppTests.items("launch main")
        #expect(lines(panovs.run("tree")).last == "routers: RouterImp, Panov's ApplicationCoordinator (5607964)")
        let dimaosas = EngineItemsAppTests.items("launch main", "router Router")
        #expect(
            lines(dimaosas.run("tree")).last == "routers: Router, dimaosa's fork (6684803), its navigation controller's delegate")
    }

    @Test func theAppCommandReadsTheRouterDirectivesValueAsItsValue() {
        let session = Session()
        session.run("app items launch main router Router")
        #expect(session.run("app").hasPrefix("running: items (launch main, router Router)"))
        #expect(session.refuse("app items router Foo") == "error: unknown router 'Foo' (there are: RouterImp, Router)")
    }

    @Test func anItemNotificationShowsTheItemAndSaysTheRoutingIsThePlaygrounds() {
        let session = EngineItemsAppTests.items("launch main")
        #expect(
            lines(session.run("notify launch_id=item item_id=3")) == [
                "DeepLinkOption.build(with:) read .item(\"3\"): the application coordinator starts with items://item/3 "
                    + "(the playground's routing: the original's stops at TabbarCoordinator)",
                "now showing ItemDetailViewController#1 \"Item 3\"",
            ])
        #expect(session.visible == "ItemDetailViewController#1")
    }

    @Test func anOptionTheOriginalIgnoresChangesNothing() {
        let session = EngineItemsAppTests.items("launch main")
        let before = session.snapshot
        #expect(
            lines(session.run("notify launch_id=items")) == [
                "DeepLinkOption.build(with:) read .items; the original's coordinators ignore it "
                    + "(their start(with:) is the empty default): nothing happens"
            ])
        #expect(session.snapshot == before)
    }

    @Test func aPayloadTheOriginalCannotReadIsRefusedNamingWhatItTakes() {
        let session = EngineItemsAppTests.items("launch main")
        let takes = "a notification takes launch_id=onboarding|items|item|settings|login|terms|signUp and, with item, item_id=N"
        #expect(session.refuse("notify launch_id=signup") == "error: unknown launch_id 'signup': \(takes)")
        #expect(session.refuse("notify item_id=3") == "error: no launch_id: \(takes)")
        #expect(session.refuse("notify launch_id=item itemid=3") == "error: unknown key 'itemid': \(takes)")
        #expect(session.refuse("notify launch_id=item item_id=99") == "error: there is no item 99 (items: 1, 2, 3, 4, 5)")
        #expect(session.refuse("notify launch_id") == "error: notify takes key=value words (launch_id=item item_id=3), not 'launch_id'")
    }

    @Test func theShopSaysNotifyIsTheItemsApps() {
        #expect(
            Session().refuse("notify launch_id=item item_id=3")
                == "error: the shop app takes no push notifications: its links come through `open`; the items app's AppDelegate reads a notification's payload (`app items`, then `help notify`)"
        )
    }
}
