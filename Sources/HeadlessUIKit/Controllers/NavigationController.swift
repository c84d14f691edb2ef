/// Told when a navigation controller changes the controller it shows. The coordinator library
/// detects the Back button here.
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

public extension NavigationControllerDelegate {
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

/// What `transitionCoordinator` tells during an animated change: which controller is leaving
/// and which arrives. It exists only while the delegate is told of an animated change.
public struct TransitionRecord {
    public let from: ViewController?
    public let to: ViewController?

    public enum Key { case from, to }
    public func viewController(forKey key: Key) -> ViewController? {
        key == .from ? from : to
    }
}

/// A stack of screens: the top one is shown, the others wait below it. Every change updates
/// `viewControllers` first, then tells the delegate; only an animated change has a
/// `transitionCoordinator` while it does (the user's Back button is an animated pop).
open class NavigationController: ViewController {
    public weak var delegate: NavigationControllerDelegate?
    public private(set) var transitionCoordinator: TransitionRecord?
    /// Behind `isNavigationBarHidden` (`NavigationController+BarVisibility`).
    var navigationBarHidden = false

    public init(rootViewController: ViewController? = nil) {
        super.init()
        if let rootViewController { apply([rootViewController], animated: false, operation: .set) }
    }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    public var topViewController: ViewController? { children.last }
    /// What the user sees: the presented controller if any, else the top of the stack.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    open override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }
    open override var objectKind: String { "navigation controller" }

    public func pushViewController(_ controller: ViewController, animated: Bool) {
        if contains(controller) {
            Runtime.current.record(
                Warning(message: "Pushing the same view controller instance (\(controller.objectName)) more than once is not supported"))
            return
        }
        let oldTop = children.last
        controller.removeFromParent()
        controller.parent = self
        children.append(controller)
        didChangeTop(from: oldTop, animated: animated, operation: .push)
    }

    /// Pops the top controller; with one controller or none, nothing happens.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1 else { return nil }
        let top = children.removeLast()
        top.parent = nil
        top.view.removeFromSuperview()
        didChangeTop(from: top, animated: animated, operation: .pop)
        return top
    }

    /// Whether `controller` is on the stack, without a scan: the stack is exactly the children,
    /// and a child's `parent` is the controller it is in.
    public func contains(_ controller: ViewController) -> Bool {
        controller.parent === self
    }

    /// Pops down to `controller`; nil when it is not on the stack.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = children.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(children[(index + 1)...])
        if !popped.isEmpty { apply(Array(children[...index]), animated: animated, operation: .popTo) }
        return popped
    }

    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        apply(controllers, animated: animated, operation: .set)
    }

    /// How many controllers whole-stack changes have gone through, which pushes and pops must
    /// not add to: tests read it to see that their cost does not grow with the stack.
    private(set) var stackControllersVisited = 0

    private func apply(_ newStack: [ViewController], animated: Bool, operation: NavigationEvent.Operation) {
        stackControllersVisited += children.count + newStack.count
        var unique: [ViewController] = []
        var seen = Set<ObjectIdentifier>()
        for controller in newStack where seen.insert(ObjectIdentifier(controller)).inserted {
            unique.append(controller)
        }
        let oldTop = children.last
        let kept = Set(unique.map(ObjectIdentifier.init))
        for old in children where !kept.contains(ObjectIdentifier(old)) {
            old.parent = nil
            old.view.removeFromSuperview()
        }
        for controller in unique where controller.parent !== self {
            controller.removeFromParent()
            controller.parent = self
        }
        children = unique
        didChangeTop(from: oldTop, animated: animated, operation: operation)
    }

    /// Tells of a new top, if the stack has one other than `oldTop`: the event, the delegate,
    /// the views and the appearance callbacks.
    private func didChangeTop(from oldTop: ViewController?, animated: Bool, operation: NavigationEvent.Operation) {
        let newTop = children.last
        guard oldTop !== newTop else { return }
        bottomBarVisibilityMayHaveChanged()

        Runtime.current.record(
            NavigationEvent(
                navigationController: objectID, operation: operation, animated: animated,
                from: oldTop?.objectID, to: newTop?.objectID))
        if animated { transitionCoordinator = TransitionRecord(from: oldTop, to: newTop) }
        defer { transitionCoordinator = nil }
        if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        oldTop?.setAppeared(false, animated: animated)
        oldTop?.view.removeFromSuperview()
        if let newTop {
            view.addSubview(newTop.view)
            if isAppeared { newTop.setAppeared(true, animated: animated) }
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
    }
}
