import HeadlessUIKit
import Testing

@Suite struct BarVisibilityTests {
    @Test func theTopOfTheSelectedStackDecidesWhetherTheTabBarHides() {
        let runtime = Runtime()
        runtime.run {
            let two = TwoTabs()
            let window = showInWindow(two.tabs)
            defer { withExtendedLifetime(window) {} }
            let detail = ViewController(), above = ViewController()
            detail.hidesBottomBarWhenPushed = true

            // The bar hides as the push starts, as UIKit hides it during the push.
            two.items.pushViewController(detail, animated: true)
            #expect(two.tabs.controllerHidingTabBar === detail)
            #expect(two.tabs.tabBar.isHidden)
            #expect(two.bar == ["(items*)", "(settings)"])
            runtime.settle()
            #expect(!two.button("settings").tap())
            #expect(two.tabs.selectedViewController === two.items)

            // The topmost controller decides: one that does not ask shows the bar again.
            two.items.pushViewController(above, animated: true)
            #expect(two.tabs.controllerHidingTabBar == nil)
            #expect(two.bar == ["items*", "settings"])
            runtime.settle()

            two.items.popViewController(animated: true)
            #expect(two.bar == ["(items*)", "(settings)"])
            runtime.settle()
            two.items.popViewController(animated: true)
            #expect(two.bar == ["items*", "settings"])
            #expect(!two.tabs.tabBar.isHidden)
        }
    }

    @Test func onlyTheSelectedTabCounts() {
        Runtime().run {
            let two = TwoTabs()
            let window = showInWindow(two.tabs)
            defer { withExtendedLifetime(window) {} }
            let detail = ViewController()
            detail.hidesBottomBarWhenPushed = true
            two.settings.pushViewController(detail, animated: false)
            #expect(two.bar == ["items*", "settings"])

            two.tabs.selectedIndex = 1
            #expect(two.bar == ["(items)", "(settings*)"])
            two.tabs.selectedIndex = 0
            #expect(two.bar == ["items*", "settings"])
        }
    }

    @Test func changingTheFlagOfTheTopShowsAtOnce() {
        Runtime().run {
            let two = TwoTabs()
            let detail = ViewController()
            two.items.pushViewController(detail, animated: false)
            detail.hidesBottomBarWhenPushed = true
            #expect(two.bar == ["(items*)", "(settings)"])
            detail.hidesBottomBarWhenPushed = false
            #expect(two.bar == ["items*", "settings"])
            // Below the top, the flag changes nothing.
            two.itemsRoot.hidesBottomBarWhenPushed = true
            #expect(two.bar == ["items*", "settings"])
        }
    }

    @Test func aStackNotInATabBarControllerHidesNothing() {
        Runtime().run {
            let detail = ViewController()
            detail.hidesBottomBarWhenPushed = true
            let navigation = NavigationController(rootViewController: ViewController())
            navigation.pushViewController(detail, animated: true)
            #expect(navigation.controllerHidingBottomBar === detail)
            #expect(navigation.tabBarController == nil)
        }
    }

    @Test func theNavigationBarHidesWithoutAnEventOrAnimation() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let navigation = NavigationController(rootViewController: ViewController())
            _ = runtime.drainEvents()
            #expect(!navigation.isNavigationBarHidden)
            navigation.isNavigationBarHidden = true
            #expect(navigation.isNavigationBarHidden)
            navigation.setNavigationBarHidden(false, animated: true)
            #expect(!navigation.isNavigationBarHidden)
            navigation.setNavigationBarHidden(true, animated: true)
            #expect(navigation.isNavigationBarHidden)
            #expect(runtime.drainEvents().isEmpty)
        }
    }
}
