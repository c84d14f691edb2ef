/// The navigation bar a navigation controller shows above its stack, and the tab bar below it
/// that the top of the stack may hide (Apple's documentation of `isNavigationBarHidden`,
/// `setNavigationBarHidden(_:animated:)` and `hidesBottomBarWhenPushed`).
extension NavigationController {
    /// Whether the navigation bar, and with it the Back button, is hidden. Setting it does not
    /// animate, as in UIKit.
    public var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar. The model has no bar animation: the change is immediate
    /// either way.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBarHidden = hidden
    }

    /// The top of the stack when it asks to hide the bottom bar: Apple's documentation of
    /// `hidesBottomBarWhenPushed` says "the value of this property on the topmost view controller
    /// determines whether the toolbar is visible", so nothing further down counts.
    public var controllerHidingBottomBar: ViewController? {
        guard let top = topViewController, top.hidesBottomBarWhenPushed else { return nil }
        return top
    }

    /// Tells the tab bar controller this stack is a tab of that its top, or the top's wish, may
    /// have changed, as UIKit hides the tab bar during the push of a controller that asks.
    func bottomBarVisibilityMayHaveChanged() {
        (parent as? TabBarController)?.updateTabBarVisibility()
    }
}
