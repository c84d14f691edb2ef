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

/// A stack of screens: the top one is shown, the others wait below it. Every change updates
/// `viewControllers` at once. An animated change of a stack on screen then runs as a transition,
/// as in UIKit: `willShow` and the will-callbacks now, the did-callbacks and `didShow` when it
/// ends at settle, with `transitionCoordinator` set throughout. A change that does not animate
/// (or of a stack not in a window, which has nothing to animate) runs its callbacks at once,
/// with no transition coordinator.
///
/// A stack that changes while its view is not on screen (in no window, not appearing) tells its
/// delegate nothing then: the delegate hears about the top when the navigation controller's own
/// view appears (presented, made a window's root, its tab selected), `willShow` after the top's
/// `viewWillAppear` and `didShow` after its `viewDidAppear`, reading whatever transition
/// coordinator is set then (a presentation's). Open Radar 44966342 (a window's root) and Open
/// Radar 29912893 (a tab) see `didShow` then, twice, which they report as a bug; the model calls
/// it once. The order is the one logged at
/// http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/ (an older iOS).
///
/// While an animated change runs, UIKit keeps a push for its end and refuses every other change
/// with a warning; while a presentation or dismissal that involves the stack runs, it refuses
/// them all. Pushing one instance twice, pushing a navigation controller, a stack with a
/// controller twice and popping to a controller not on the stack crash the app.
open class NavigationController: ViewController {
    public weak var delegate: NavigationControllerDelegate?
    /// Behind `isNavigationBarHidden` (`NavigationController+BarVisibility`).
    var navigationBarHidden = false
    /// The animated change in flight, if any. Weak: the run loop keeps it until it ends.
    weak var navigationTransition: TransitionCoordinator?
    /// Pushes asked for while an animated change was in flight, pushed in order when it ends;
    /// the ones before `nextDeferredPush` are done (an index, so many kept pushes cost no more
    /// than one each).
    private var deferredPushes: [(controller: ViewController, animated: Bool)] = []
    private var nextDeferredPush = 0
    /// Set while a change that does not animate tells its delegate: such a change has no
    /// transition coordinator (radianttap's `NavigationCoordinator` relies on it), whatever the
    /// ancestors have.
    private var isChangingWithoutAnimation = false
    /// The top the delegate was told `willShow` about as this controller's own view began to
    /// appear: it hears `didShow` about it when the appearance ends, unless the stack changed
    /// meanwhile (that change told the delegate itself).
    private weak var topShownByAppearing: ViewController?

    public init(rootViewController: ViewController? = nil) {
        super.init()
        if let rootViewController { replaceStack(with: [rootViewController], animated: false, operation: .set) }
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

    open override var transitionCoordinator: TransitionCoordinator? {
        if isChangingWithoutAnimation { return nil }
        return navigationTransition ?? super.transitionCoordinator
    }

    override func forget(_ transition: TransitionCoordinator) {
        super.forget(transition)
        if navigationTransition === transition { navigationTransition = nil }
    }

    // MARK: Changing the stack

    public func pushViewController(_ controller: ViewController, animated: Bool) {
        let runtime = Runtime.current
        guard !runtime.hasCrashed else { return }
        if controller is NavigationController {
            runtime.terminate(with: Crash(.invalidArgument, reason: "Pushing a navigation controller is not supported"))
            return
        }
        if navigationTransition?.isInFlight == true {
            deferredPushes.append((controller, animated))
            runtime.recordDetail(DeferredPushEvent(navigationController: objectID, pushed: controller.objectID))
            return
        }
        if refusesChange("pushViewController:animated:", runtime: runtime) { return }
        if contains(controller) {
            runtime.terminate(
                with: Crash(
                    .invalidArgument,
                    reason:
                        "\(objectName) is pushing the same view controller instance (\(controller.objectName)) more than once which is not supported and is most likely an error in the application"
                ))
            return
        }
        let oldTop = children.last
        controller.removeFromParent()
        controller.parent = self
        children.append(controller)
        didChangeTop(from: oldTop, animated: animated, operation: .push)
    }

    /// Pops the top controller; with one controller or none, nothing happens. Nil also when
    /// UIKit refuses (a transition in flight).
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        let runtime = Runtime.current
        guard !runtime.hasCrashed, !refusesChange("popViewControllerAnimated:", runtime: runtime), children.count > 1 else {
            return nil
        }
        let top = children.removeLast()
        top.parent = nil
        didChangeTop(from: top, animated: animated, operation: .pop)
        return top
    }

    /// Whether `controller` is on the stack, without a scan: the stack is exactly the children,
    /// and a child's `parent` is the controller it is in.
    public func contains(_ controller: ViewController) -> Bool {
        controller.parent === self
    }

    /// Pops down to `controller` and returns what it popped; nil when UIKit refuses. A
    /// controller not on the stack crashes the app.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        let runtime = Runtime.current
        guard !runtime.hasCrashed, !refusesChange("popToViewController:transition:", runtime: runtime) else { return nil }
        guard let index = children.firstIndex(where: { $0 === controller }) else {
            runtime.terminate(with: Crash(.internalInconsistency, reason: "Tried to pop to a view controller that doesn't exist."))
            return nil
        }
        let popped = Array(children[(index + 1)...])
        if !popped.isEmpty { replaceStack(with: Array(children[...index]), animated: animated, operation: .popTo) }
        return popped
    }

    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let runtime = Runtime.current
        guard !runtime.hasCrashed, !refusesChange("setViewControllers:animated:", runtime: runtime) else { return }
        var seen = Set<ObjectIdentifier>()
        guard controllers.allSatisfy({ seen.insert(ObjectIdentifier($0)).inserted }) else {
            let names = controllers.map(\.objectName).joined(separator: ", ")
            runtime.terminate(
                with: Crash(.internalInconsistency, reason: "All view controllers in a navigation controller must be distinct ((\(names)))")
            )
            return
        }
        replaceStack(with: controllers, animated: animated, operation: .set)
    }

    /// How many controllers whole-stack changes have gone through, which pushes and pops must
    /// not add to: tests read it to see that their cost does not grow with the stack.
    private(set) var stackControllersVisited = 0

    /// UIKit's refusal of a stack change while a transition of this stack, or a presentation or
    /// dismissal that presents from it, is in flight: the warning, and true. A navigation
    /// controller that is itself being presented takes its stack: the ApplicationCoordinator
    /// sample presents a new one and then sets its root (`ItemCoordinator.runCreationFlow`), and
    /// its create screen shows on a device.
    private func refusesChange(_ selector: String, runtime: Runtime) -> Bool {
        let root = containmentRoot
        let presentsFromHere = root.presentationTransition.map { $0.isInFlight && $0.owner === root } ?? false
        guard navigationTransition?.isInFlight == true || presentsFromHere else { return false }
        runtime.record(
            Warning(
                message:
                    "\(selector) called on \(objectName) while an existing transition or presentation is occurring; the navigation stack will not be updated."
            ))
        return true
    }

    private func replaceStack(with newStack: [ViewController], animated: Bool, operation: NavigationEvent.Operation) {
        stackControllersVisited += children.count + newStack.count
        let oldTop = children.last
        let kept = Set(newStack.map(ObjectIdentifier.init))
        for old in children where !kept.contains(ObjectIdentifier(old)) {
            old.parent = nil
            if old !== oldTop { old.view.removeFromSuperview() }
        }
        for controller in newStack where controller.parent !== self {
            controller.removeFromParent()
            controller.parent = self
        }
        children = newStack
        didChangeTop(from: oldTop, animated: animated, operation: operation)
    }

    /// Shows the new top, if the stack has one other than `oldTop`: the event, then the
    /// transition, or everything at once.
    private func didChangeTop(from oldTop: ViewController?, animated: Bool, operation: NavigationEvent.Operation) {
        let newTop = children.last
        guard oldTop !== newTop else { return }
        bottomBarVisibilityMayHaveChanged()
        let runtime = Runtime.current
        // Off screen the delegate hears nothing now: it hears about the top when it appears.
        let tellsDelegate = isOnScreen
        if tellsDelegate { topShownByAppearing = nil }
        // A stack that is not in a window has nothing to animate: the change is done at once.
        let animates = animated && isViewLoaded && view.window != nil
        runtime.record(
            NavigationEvent(
                navigationController: objectID, operation: operation, animated: animates,
                from: oldTop?.objectID, to: newTop?.objectID))
        if let newTop { view.addSubview(newTop.view) }
        guard animates else {
            isChangingWithoutAnimation = true
            defer { isChangingWithoutAnimation = false }
            if tellsDelegate { tellDelegate(willShow: newTop, animated: false) }
            oldTop?.beginAppearanceTransition(false, animated: false)
            if isOnScreen { newTop?.beginAppearanceTransition(true, animated: false) }
            oldTop?.endAppearanceTransition()
            oldTop?.view.removeFromSuperview()
            newTop?.endAppearanceTransition()
            if tellsDelegate { tellDelegate(didShow: newTop, animated: false) }
            return
        }
        let transition = TransitionCoordinator(
            kind: .navigation(operation), owner: self, from: oldTop, to: newTop, animated: true, runtime: runtime)
        transition.participants = [self]
        navigationTransition = transition
        if tellsDelegate { tellDelegate(willShow: newTop, animated: true) }
        oldTop?.beginAppearanceTransition(false, animated: true)
        if isOnScreen { newTop?.beginAppearanceTransition(true, animated: true) }
        transition.finishAppearance = {
            oldTop?.endAppearanceTransition()
            oldTop?.view.removeFromSuperview()
            newTop?.endAppearanceTransition()
        }
        transition.tellDelegates = { [weak self] in
            if tellsDelegate { self?.tellDelegate(didShow: newTop, animated: true) }
        }
        transition.afterward = { [weak self] in self?.pushDeferred() }
        transition.start()
    }

    override func didBeginAppearing() {
        topShownByAppearing = topViewController
        tellDelegate(willShow: topViewController, animated: appearanceIsAnimated)
    }

    override func didFinishAppearing() {
        guard let top = topShownByAppearing else { return }
        topShownByAppearing = nil
        if top === topViewController { tellDelegate(didShow: top, animated: appearanceIsAnimated) }
    }

    private func tellDelegate(willShow controller: ViewController?, animated: Bool) {
        guard let controller, let delegate else { return }
        Runtime.current.recordDetail(CallbackEvent(.delegate(method: "willShow", about: controller.objectID), delegate: delegate))
        delegate.navigationController(self, willShow: controller, animated: animated)
    }

    private func tellDelegate(didShow controller: ViewController?, animated: Bool) {
        guard let controller, let delegate else { return }
        Runtime.current.recordDetail(CallbackEvent(.delegate(method: "didShow", about: controller.objectID), delegate: delegate))
        delegate.navigationController(self, didShow: controller, animated: animated)
    }

    /// The pushes kept during the transition that just ended, in order, until one starts a
    /// transition of its own: the rest wait for its end.
    private func pushDeferred() {
        while nextDeferredPush < deferredPushes.count, navigationTransition?.isInFlight != true, !Runtime.current.hasCrashed {
            let push = deferredPushes[nextDeferredPush]
            nextDeferredPush += 1
            pushViewController(push.controller, animated: push.animated)
        }
        if nextDeferredPush == deferredPushes.count {
            deferredPushes.removeAll()
            nextDeferredPush = 0
        }
    }
}
