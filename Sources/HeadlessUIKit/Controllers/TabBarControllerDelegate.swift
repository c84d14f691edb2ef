/// Told when the user taps a tab, as `UITabBarControllerDelegate` is: asked first whether the tab
/// may be selected, told after. Neither is called when code changes the selection.
public protocol TabBarControllerDelegate: AnyObject {
    /// Asked "in response to the user tapping a tab bar item"; false keeps the current tab
    /// (Apple's documentation of `tabBarController(_:shouldSelect:)`).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after a user's tap "regardless of whether the selected view controller changed"
    /// (Apple's documentation of `tabBarController(_:didSelect:)`).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

public extension TabBarControllerDelegate {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
