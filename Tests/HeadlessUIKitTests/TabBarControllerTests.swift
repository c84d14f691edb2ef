import HeadlessUIKit
import Testing

/// Records what a tab bar controller asks and tells its delegate; `allows` answers shouldSelect.
final class TabDelegateRecorder: TabBarControllerDelegate {
    var calls: [String] = []
    var allows = true
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        calls.append("shouldSelect \(viewController.objectName)")
        return allows
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        calls.append("didSelect \(viewController.objectName)")
    }
}

/// A window on screen showing `root`. Keep the window: the scene holds it weakly.
func showInWindow(_ root: ViewController) -> Window {
    let scene = Scene(session: SceneSession(), application: Application(delegate: NoDelegate()))
    let window = Window(windowScene: scene)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// Two tabs, "Items" and "Settings", each a navigation controller with one screen.
struct TwoTabs {
    let tabs: TabBarController
    let items: NavigationController
    let settings: NavigationController
    let itemsRoot = AppearanceRecorder()
    let settingsRoot = AppearanceRecorder()

    init() {
        items = NavigationController(rootViewController: itemsRoot)
        items.title = "Items"
        settings = NavigationController(rootViewController: settingsRoot)
        settings.title = "Settings"
        tabs = TabBarController(viewControllers: [items, settings])
    }

    func button(_ identifier: String) -> TabBarButton {
        tabs.tabBar.buttons.first { $0.identifier == identifier }!
    }

    /// Each button as `id` or `id*` for the selected one, hidden ones in brackets.
    var bar: [String] {
        tabs.tabBar.buttons.map { button in
            let text = button.identifier! + (button.isSelected ? "*" : "")
            return button.isHidden ? "(\(text))" : text
        }
    }
}

@Suite struct TabBarControllerTests {
    @Test func theTabsAreChildrenAndOnlyTheSelectedOneIsOnScreen() {
        Runtime().run {
            let two = TwoTabs()
            let window = showInWindow(two.tabs)

            #expect(two.tabs.viewControllers.map(\.objectName) == ["NavigationController#1", "NavigationController#2"])
            #expect(two.tabs.children.map(\.objectName) == two.tabs.viewControllers.map(\.objectName))
            #expect(two.items.parent === two.tabs && two.settings.parent === two.tabs)
            #expect(two.itemsRoot.tabBarController === two.tabs)
            #expect(two.tabs.selectedIndex == 0)
            #expect(two.tabs.selectedViewController === two.items)
            #expect(two.tabs.visibleChildren.map(\.objectName) == ["NavigationController#1"])
            #expect(two.bar == ["items*", "settings"])
            #expect(two.tabs.tabBar.buttons.map(\.title) == ["Items", "Settings"])
            #expect(two.itemsRoot.log == ["willAppear", "didAppear"])
            #expect(two.settingsRoot.log == [])
            #expect(two.tabs.view.subviews.map(\.objectName) == [two.items.view.objectName, two.tabs.tabBar.objectName])
            #expect(window.visibleViewController === two.itemsRoot)
        }
    }

    @Test func theViewLoadsWhenItIsShownNotWhenTheTabsAreSet() {
        Runtime().run {
            let two = TwoTabs()
            #expect(!two.tabs.isViewLoaded)
            #expect(two.items.view.superview == nil)
            let window = showInWindow(two.tabs)
            defer { withExtendedLifetime(window) {} }
            #expect(two.tabs.isViewLoaded)
            #expect(two.items.view.superview === two.tabs.view)
            #expect(two.settings.view.superview == nil)
        }
    }

    @Test func selectingInCodeSwitchesTheTabAndTellsNoDelegate() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let two = TwoTabs()
            let window = showInWindow(two.tabs)
            let delegate = TabDelegateRecorder()
            two.tabs.delegate = delegate
            _ = runtime.drainEvents()

            two.tabs.selectedIndex = 1
            #expect(two.tabs.selectedViewController === two.settings)
            #expect(two.bar == ["items", "settings*"])
            #expect(two.itemsRoot.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
            #expect(two.settingsRoot.log == ["willAppear", "didAppear"])
            #expect(two.items.view.superview == nil)
            #expect(window.visibleViewController === two.settingsRoot)

            two.tabs.selectedViewController = two.items
            two.tabs.selectedIndex = 0
            #expect(two.tabs.selectedIndex == 0)
            #expect(delegate.calls.isEmpty)
            #expect(
                runtime.drainEvents().filter { $0 is TabBarEvent }.map(\.summary) == [
                    "TabBarController#1 select: NavigationController#1 → NavigationController#2",
                    "TabBarController#1 select: NavigationController#2 → NavigationController#1",
                ])
        }
    }

    @Test func aSelectionOutsideTheTabsIsRefusedWithAWarning() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let two = TwoTabs()
            let stranger = ViewController()
            _ = runtime.drainEvents()

            two.tabs.selectedIndex = 2
            two.tabs.selectedIndex = -1
            two.tabs.selectedViewController = stranger
            two.tabs.selectedViewController = nil

            #expect(two.tabs.selectedViewController === two.items)
            #expect(two.bar == ["items*", "settings"])
            #expect(stranger.parent == nil)
            #expect(
                runtime.drainEvents().map(\.summary) == [
                    "warning: TabBarController#1 has no tab at index 2 (it has 2); the selection stays",
                    "warning: TabBarController#1 has no tab at index -1 (it has 2); the selection stays",
                    "warning: ViewController#1 is not one of TabBarController#1's tabs; the selection stays",
                    "warning: nothing is not one of TabBarController#1's tabs; the selection stays",
                ])
        }
    }

    @Test func aUserTapAsksTheDelegateThenSelectsThenTellsIt() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let two = TwoTabs()
            let window = showInWindow(two.tabs)
            defer { withExtendedLifetime(window) {} }
            let delegate = TabDelegateRecorder()
            two.tabs.delegate = delegate
            _ = runtime.drainEvents()

            #expect(two.button("settings").tap())
            #expect(two.tabs.selectedViewController === two.settings)
            #expect(two.bar == ["items", "settings*"])
            #expect(delegate.calls == ["shouldSelect NavigationController#2", "didSelect NavigationController#2"])
            #expect(
                runtime.drainEvents().filter { $0 is TabBarEvent }.map(\.summary) == [
                    "TabBarController#1 select (by the user): NavigationController#1 → NavigationController#2"
                ])
        }
    }

    @Test func aDelegateThatSaysNoKeepsTheCurrentTab() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let two = TwoTabs()
            let window = showInWindow(two.tabs)
            defer { withExtendedLifetime(window) {} }
            let delegate = TabDelegateRecorder()
            delegate.allows = false
            two.tabs.delegate = delegate
            _ = runtime.drainEvents()

            two.button("settings").tap()
            #expect(two.tabs.selectedViewController === two.items)
            #expect(two.bar == ["items*", "settings"])
            #expect(two.settingsRoot.log == [])
            #expect(delegate.calls == ["shouldSelect NavigationController#2"])
            #expect(
                runtime.drainEvents().map(\.summary) == [
                    "TabBarController#1 select (by the user): refused by its delegate, NavigationController#1 stays"
                ])
        }
    }

    @Test func tappingTheSelectedTabPopsItsStackToTheRootAnimated() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let two = TwoTabs()
            let window = showInWindow(two.tabs)
            defer { withExtendedLifetime(window) {} }
            let detail = ViewController(), more = ViewController()
            two.items.pushViewController(detail, animated: true)
            two.items.pushViewController(more, animated: true)
            runtime.settle()
            let tabDelegate = TabDelegateRecorder(), navigationDelegate = DelegateRecorder()
            two.tabs.delegate = tabDelegate
            two.items.delegate = navigationDelegate
            _ = runtime.drainEvents()

            two.button("items").tap()
            #expect(two.items.viewControllers.map(\.objectName) == ["AppearanceRecorder#1"])
            #expect(two.tabs.selectedViewController === two.items)
            #expect(tabDelegate.calls == ["shouldSelect NavigationController#1", "didSelect NavigationController#1"])
            runtime.settle()
            #expect(
                navigationDelegate.calls == [
                    "willShow AppearanceRecorder#1 from ViewController#2 to AppearanceRecorder#1",
                    "didShow AppearanceRecorder#1 from ViewController#2 to AppearanceRecorder#1",
                ])
            #expect(
                runtime.drainEvents().filter { $0 is TabBarEvent || $0 is NavigationEvent || $0 is TransitionEndEvent }.map(\.summary) == [
                    "TabBarController#1 select (by the user): NavigationController#1 again",
                    "NavigationController#1 pop to: ViewController#2 → AppearanceRecorder#1",
                    "NavigationController#1 pop to ends after 0.35s",
                ])

            // A refused re-tap pops nothing.
            two.items.pushViewController(ViewController(), animated: false)
            tabDelegate.allows = false
            two.button("items").tap()
            #expect(two.items.viewControllers.count == 2)
        }
    }

    @Test func replacingTheTabsKeepsTheSelectedControllerElseItsIndexElseTheFirst() {
        Runtime().run {
            let two = TwoTabs()
            let window = showInWindow(two.tabs)
            defer { withExtendedLifetime(window) {} }
            two.tabs.selectedIndex = 1
            let third = NavigationController(rootViewController: AppearanceRecorder())
            third.title = "Search"

            two.tabs.viewControllers = [third, two.settings, third]
            #expect(two.tabs.viewControllers.map(\.objectName) == ["NavigationController#3", "NavigationController#2"])
            #expect(two.tabs.selectedViewController === two.settings)
            #expect(two.tabs.selectedIndex == 1)
            #expect(two.items.parent == nil)
            #expect(two.bar == ["search", "settings*"])

            two.tabs.viewControllers = [two.items, third]
            #expect(two.tabs.selectedIndex == 1)
            #expect(two.tabs.selectedViewController === third)
            #expect(two.settings.parent == nil)
            #expect(two.settingsRoot.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
            #expect(two.tabs.view.subviews.map(\.objectName) == [third.view.objectName, two.tabs.tabBar.objectName])

            two.tabs.viewControllers = [two.settings]
            #expect(two.tabs.selectedViewController === two.settings)
            #expect(two.tabs.selectedIndex == 0)

            two.tabs.viewControllers = []
            #expect(two.tabs.selectedViewController == nil)
            #expect(two.tabs.visibleChildren.isEmpty)
            #expect(two.bar == [])
        }
    }

    @Test func tabIdentifiersComeFromTheTitlesAndStayDistinct() {
        Runtime().run {
            let first = ViewController(), second = ViewController(), third = NavigationController(), fourth = ViewController()
            first.title = "Wish list"
            second.title = "Wish List"
            fourth.tabBarItem = TabBarItem(title: "Me", identifier: "profile")
            let tabs = TabBarController(viewControllers: [first, second, third, fourth])
            #expect(tabs.tabBar.buttons.map(\.identifier) == ["wishList", "tab1", "navigationController", "profile"])
            #expect(tabs.tabBar.buttons.map(\.title) == ["Wish list", "Wish List", "NavigationController", "Me"])
        }
    }
}
