/// A container that shows one of its children at a time, picked with the tab bar at the bottom of
/// its view, as `UITabBarController` does. Its tabs are its `children`, left-most first; only the
/// selected one is on screen.
///
/// Code that changes the selection tells nobody; a user's tap on a tab asks the delegate, selects
/// (or, on the tab already selected, shows that tab's root) and tells the delegate after.
open class TabBarController: ViewController {
    public weak var delegate: (any TabBarControllerDelegate)?
    /// The bar of tabs, one button per tab. Hidden while the selected tab's top controller asks
    /// for it (`hidesBottomBarWhenPushed`).
    public let tabBar = TabBar()
    private var selection = 0

    public override init() {
        super.init()
        tabBar.onTap = { [weak self] index in self?.userTapped(index: index) }
    }

    public convenience init(viewControllers: [ViewController]) {
        self.init()
        setViewControllers(viewControllers, animated: false)
    }

    /// The tabs, left-most first. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs: the old ones that are not among the new leave first (Apple's
    /// documentation of `viewControllers`), duplicates are dropped. The selected controller stays
    /// selected if it is still a tab, else the same index if there is one, else the first tab.
    /// (That rule is the model's: the part of Apple's page that states it was not found.)
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        var unique: [ViewController] = []
        var seen = Set<ObjectIdentifier>()
        for controller in controllers where seen.insert(ObjectIdentifier(controller)).inserted {
            unique.append(controller)
        }
        let oldSelected = selectedViewController
        for old in children where !seen.contains(ObjectIdentifier(old)) {
            if old === oldSelected { old.setAppeared(false, animated: animated) }
            old.parent = nil
            if old.isViewLoaded { old.view.removeFromSuperview() }
        }
        for controller in unique where controller.parent !== self {
            controller.removeFromParent()
            controller.parent = self
        }
        children = unique
        if let oldSelected, let kept = unique.firstIndex(where: { $0 === oldSelected }) {
            selection = kept
        } else if !unique.indices.contains(selection) {
            selection = 0
        }
        tabBar.setItems(unique.map(\.tabBarItem), selectedIndex: selectedViewController == nil ? nil : selection)
        show(selectedViewController, replacing: oldSelected, animated: animated)
    }

    /// The position of the selected tab; 0 while there are no tabs.
    public var selectedIndex: Int {
        get { selection }
        set {
            guard children.indices.contains(newValue) else {
                Runtime.current.record(
                    Warning(
                        message:
                            "\(objectName) has no tab at index \(newValue) (it has \(children.count)); the selection stays"))
                return
            }
            select(index: newValue, cause: .program)
        }
    }

    /// The selected tab; nil while there are no tabs. It "must be in the viewControllers array"
    /// (Apple's documentation of `selectedViewController`): any other is refused with a warning.
    public var selectedViewController: ViewController? {
        get { children.indices.contains(selection) ? children[selection] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else {
                let name = newValue?.objectName ?? "nothing"
                Runtime.current.record(
                    Warning(message: "\(name) is not one of \(objectName)'s tabs; the selection stays"))
                return
            }
            select(index: index, cause: .program)
        }
    }

    /// The controller that hides the tab bar now: the top of the selected tab's navigation stack,
    /// when it asks to. Nil while the tab bar shows.
    public var controllerHidingTabBar: ViewController? {
        (selectedViewController as? NavigationController)?.controllerHidingBottomBar
    }

    open override var visibleChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }
    open override var objectKind: String { "tab bar controller" }

    /// The selected tab's view above the tab bar. A subclass that overrides this calls `super`.
    open override func loadView() {
        let root = View()
        if let selected = selectedViewController { root.addSubview(selected.view) }
        root.addSubview(tabBar)
        view = root
    }

    // MARK: Selecting

    private func select(index: Int, cause: TabBarEvent.Cause) {
        let old = selectedViewController
        let new = children[index]
        if cause == .program {
            guard new !== old else { return }
            Runtime.current.record(
                TabBarEvent(tabBarController: objectName, cause: cause, from: old?.objectName, to: new.objectName))
        }
        selection = index
        tabBar.markSelected(index)
        show(new, replacing: old, animated: false)
    }

    /// What a finger on a tab does. "User taps always display the root view of the tab,
    /// regardless of which tab was previously selected. This is true even if the tab was already
    /// selected." (Apple's overview of `UITabBarController`): a tap on the selected tab pops its
    /// navigation stack to the root, animated. That the pop comes before `didSelect` is the
    /// model's choice; the documentation does not order them.
    private func userTapped(index: Int) {
        guard children.indices.contains(index) else { return }
        let tapped = children[index]
        let current = selectedViewController
        if let delegate, !delegate.tabBarController(self, shouldSelect: tapped) {
            Runtime.current.record(
                TabBarEvent(
                    tabBarController: objectName, cause: .userRefusedByDelegate, from: current?.objectName,
                    to: tapped.objectName))
            return
        }
        Runtime.current.record(
            TabBarEvent(tabBarController: objectName, cause: .user, from: current?.objectName, to: tapped.objectName))
        if tapped === current {
            (tapped as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index: index, cause: .user)
        }
        delegate?.tabBarController(self, didSelect: tapped)
    }

    /// Takes `old` off screen and puts `new` on, when they differ, then re-reads whether the tab
    /// bar hides. Views move only once this controller's view is loaded (UIKit loads it when it
    /// first goes on screen, not when its tabs are set).
    private func show(_ new: ViewController?, replacing old: ViewController?, animated: Bool) {
        if new !== old {
            if old?.parent === self { old?.setAppeared(false, animated: animated) }
            if let old, old.isViewLoaded, isViewLoaded, old.view.superview === view { old.view.removeFromSuperview() }
            if let new, isViewLoaded {
                view.addSubview(new.view)
                tabBar.removeFromSuperview()
                view.addSubview(tabBar)
            }
            if let new, isOnScreen { new.setAppeared(true, animated: animated) }
        }
        updateTabBarVisibility()
    }

    func updateTabBarVisibility() {
        tabBar.setBarHidden(controllerHidingTabBar != nil)
    }
}
