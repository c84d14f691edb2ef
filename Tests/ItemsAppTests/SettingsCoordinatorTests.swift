import HeadlessUIKit
import RouterCoordinator
import Testing

@testable import ItemsApp

/// The original's `SettingsCoordinatorTest` (the settings screen first), and the app's weak spot:
/// a child pushed on its parent's router is released only when the router pops it. Whole sets of
/// live objects are compared, so a leak of either the coordinator or its screen shows.
@Suite struct SettingsCoordinatorTests {
    /// The main flow on the settings tab.
    static func onSettings(routersAreNavigationDelegates: Bool = false) -> Launched {
        let launched = Launched(.init(launch: .main, router: routersAreNavigationDelegates ? .router : .routerImp))
        launched.tap("settings")
        return launched
    }

    @Test func startShowsSettings() {
        let launched = Self.onSettings()
        #expect(launched.stack == ["SettingsViewController"])
        #expect(
            launched.tree == ["ApplicationCoordinator#1", "  TabbarCoordinator#1", "    ItemCoordinator#1", "    SettingsCoordinator#1"])
    }

    @Test func tappingTheSettingsTabAgainStartsNothingNew() {
        let launched = Self.onSettings()
        launched.tap("items")
        launched.tap("settings")
        #expect(launched.live("SettingsCoordinator", "ItemCoordinator") == ["ItemCoordinator#1", "SettingsCoordinator#1"])
    }

    @Test func accountIsAChildPushedOnTheSharedRouter() {
        let launched = Self.onSettings()
        launched.select(0, in: "rows")
        #expect(launched.stack == ["SettingsViewController", "AccountViewController"])
        #expect(launched.tree.last == "      AccountCoordinator#1")
        let settings = launched.app.applicationCoordinator.allCoordinators.compactMap { $0 as? SettingsCoordinator }.first
        let account = launched.app.applicationCoordinator.allCoordinators.compactMap { $0 as? AccountCoordinator }.first
        #expect(settings != nil && account != nil && settings?.router === account?.router)
    }

    @Test func doneReleasesTheAccountCoordinatorThroughPopModule() {
        let launched = Self.onSettings()
        launched.select(0, in: "rows")
        _ = launched.events()
        launched.tap("done")
        #expect(launched.stack == ["SettingsViewController"])
        #expect(launched.live("AccountCoordinator", "AccountViewController").isEmpty)
        #expect(launched.events().contains("RouterImp#3 runs the completion for AccountViewController#1 (popModule)"))
    }

    /// The weak spot: Back pops without the router, the completion never runs, and both the child
    /// coordinator and its screen (a key of the router's completions) stay; every visit adds one.
    @Test func backLeavesTheAccountCoordinatorAndItsScreenAlive() {
        let launched = Self.onSettings()
        launched.select(0, in: "rows")
        launched.back()
        #expect(launched.stack == ["SettingsViewController"])
        #expect(launched.live("AccountCoordinator", "AccountViewController") == ["AccountViewController#1", "AccountCoordinator#1"])
        launched.select(0, in: "rows")
        launched.back()
        #expect(
            launched.live("AccountCoordinator", "AccountViewController") == [
                "AccountViewController#1", "AccountCoordinator#1", "AccountViewController#2", "AccountCoordinator#2",
            ])
        #expect(launched.tree.suffix(2) == ["      AccountCoordinator#1", "      AccountCoordinator#2"])
    }

    /// MacCallum's fix: the router, as the navigation controller's delegate, runs the completion of
    /// the controller the Back button popped.
    @Test func theRouterAsDelegateReleasesItOnBack() {
        let launched = Self.onSettings(routersAreNavigationDelegates: true)
        launched.select(0, in: "rows")
        _ = launched.events()
        launched.back()
        #expect(launched.live("AccountCoordinator", "AccountViewController").isEmpty)
        #expect(launched.events().contains("Router#3 runs the completion for AccountViewController#1 (didShow: it left the stack)"))
        launched.select(0, in: "rows")
        launched.tap("done")
        #expect(launched.live("AccountCoordinator", "AccountViewController").isEmpty)
    }

    /// The fix reads the transition; a pop without animation has none, so it still leaks.
    @Test func anUnanimatedPopLeaksEvenWithTheFix() {
        let launched = Self.onSettings(routersAreNavigationDelegates: true)
        launched.select(0, in: "rows")
        launched.run { _ = launched.app.window.visibleViewController?.navigationController?.popViewController(animated: false) }
        #expect(launched.live("AccountCoordinator", "AccountViewController") == ["AccountViewController#1", "AccountCoordinator#1"])
    }

    /// A tap on the selected tab pops to its root (Apple's overview): behind the router's back.
    @Test func retappingTheTabPopsToRootAndLeaksWithoutTheFix() {
        for fix in [false, true] {
            let launched = Self.onSettings(routersAreNavigationDelegates: fix)
            launched.select(0, in: "rows")
            launched.tap("settings")
            #expect(launched.stack == ["SettingsViewController"])
            #expect(launched.live("AccountCoordinator").count == (fix ? 0 : 1), "fix: \(fix)")
        }
    }

    @Test func aSettingsLinkPopsThroughTheRouterAndReleasesTheChild() {
        let launched = Self.onSettings()
        launched.select(0, in: "rows")
        launched.tap("items")
        launched.open("items://settings")
        #expect(launched.stack == ["SettingsViewController"])
        #expect(launched.live("AccountCoordinator", "AccountViewController").isEmpty)
    }
}
