import HeadlessUIKit

/// A coordinator whose root is a navigation controller, possibly shared with other coordinators.
///
/// It keeps its own list of the screens it showed (`viewControllers`) beside the navigation
/// controller's full stack. The list is not cleared until the coordinator stops, which is what
/// lets one coordinator hand the stack to another and later `takeover` with its screens; it also
/// means the list can go stale (after a non-animated pop, or while another coordinator has put
/// its own screens on the stack with `root`). `staleViewControllers` tells which.
open class NavigationCoordinator: Coordinator<NavigationController>, NavigationControllerDelegate {
    /// The screens this coordinator showed, bottom first.
    open var viewControllers: [ViewController] = []

    /// Override to react to the user going back (the Back button or the swipe) to `controller`,
    /// one of this coordinator's screens. Does nothing by default.
    open func handlePopBack(to controller: ViewController?) {}

    // MARK: Navigating

    /// Pushes `controller` and adds it to this coordinator's screens.
    public func show(_ controller: ViewController) {
        viewControllers.append(controller)
        rootViewController.show(controller, sender: self)
    }

    /// Makes `controller` the only screen, of this coordinator and of the whole stack. Other
    /// coordinators sharing the stack keep their (now stale) lists.
    public func root(_ controller: ViewController) {
        viewControllers = [controller]
        rootViewController.viewControllers = [controller]
    }

    /// Replaces the last screen with `controller`; with no screens, like `root`.
    public func top(_ controller: ViewController, animated: Bool = true) {
        if viewControllers.isEmpty {
            root(controller)
            return
        }
        viewControllers.removeLast()
        if animated {
            var stack = rootViewController.viewControllers
            stack.removeLast()
            rootViewController.viewControllers = stack
            show(controller)
        } else {
            viewControllers.append(controller)
            rootViewController.viewControllers = viewControllers
        }
    }

    /// Goes back one screen, within this coordinator's own screens: with fewer than two, nothing.
    public func pop(animated: Bool = true) {
        guard viewControllers.count >= 2 else { return }
        viewControllers.removeLast()
        rootViewController.popViewController(animated: animated)
    }

    /// Goes back to `controller`: nothing when it is not one of this coordinator's screens or is
    /// already the last of them.
    public func pop(to controller: ViewController, animated: Bool = true) {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return }
        let lastIndex = viewControllers.count - 1
        guard lastIndex > index else { return }
        viewControllers.removeLast(lastIndex - index)
        rootViewController.popToViewController(controller, animated: animated)
    }

    // MARK: Presenting

    /// Presents `controller` from the navigation controller; the presented controller reports
    /// to this coordinator.
    public func present(_ controller: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        controller.parentCoordinator = self
        rootViewController.present(controller, animated: animated, completion: completion)
    }

    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        rootViewController.dismiss(animated: animated, completion: completion)
    }

    // MARK: Lifecycle

    /// Becomes the navigation controller's delegate (to see the Back button), then starts.
    open override func start() {
        rootViewController.delegate = self
        super.start()
    }

    /// Stops being the delegate, takes only its own screens off the stack and forgets them
    /// (radianttap's Class.md: `stop()` "should clear out any internal stuff it possibly tracks.
    /// I.e. list of shown `UIViewController`s").
    ///
    /// radianttap's `stop()` removes the screens at once. On a device that fails while the
    /// navigation controller is in a transition (typically: its sheet is being dismissed as the
    /// coordinator stops): UIKit logs "setViewControllers:animated: called on … while an
    /// existing transition or presentation is occurring" and the stack stays. So here, when
    /// the navigation controller has a transition coordinator, the screens go when its
    /// transition ends (`animate(alongsideTransition:completion:)`, the UIKit way to wait for
    /// one); otherwise at once, as radianttap's.
    open override func stop() {
        rootViewController.delegate = nil
        let navigation = rootViewController
        let own = Set(viewControllers.map(ObjectIdentifier.init))
        let onStack = navigation.viewControllers.contains(where: { own.contains(ObjectIdentifier($0)) })
        if !onStack { decide(.stop(removing: [], whenTransitionEnds: false)) }
        if onStack {
            // The screens are kept alive until they go, so no new screen can take an identifier.
            let ownScreens = viewControllers
            let removeOwnScreens = {
                withExtendedLifetime(ownScreens) {
                    let remaining = navigation.viewControllers.filter { !own.contains(ObjectIdentifier($0)) }
                    if remaining.count != navigation.viewControllers.count { navigation.viewControllers = remaining }
                }
            }
            let transition = navigation.transitionCoordinator
            decide(.stop(removing: ownScreens.filter { navigation.contains($0) }.map(\.objectID), whenTransitionEnds: transition != nil))
            if let transition {
                transition.animate(alongsideTransition: nil) { _ in removeOwnScreens() }
            } else {
                removeOwnScreens()
            }
        }
        viewControllers.removeAll()
        super.stop()
    }

    /// Stops the child, then hands the stack to whoever owns its top screen: this coordinator,
    /// or one of its other children; when nobody here owns it, this coordinator is done too and
    /// tells its own parent (the finish travels up).
    open override func coordinatorDidFinish(_ coordinator: any Coordinating) {
        super.coordinatorDidFinish(coordinator)
        guard let top = rootViewController.topViewController else { return }
        if viewControllers.contains(where: { $0 === top }) {
            decide(.handsStackBack(top: top.objectID, owner: nil))
            activate()
            decide(.handlePopBack(to: top.objectID))
            handlePopBack(to: top)
            return
        }
        for child in childCoordinators.values {
            if let navigation = child as? NavigationCoordinator, navigation.viewControllers.contains(where: { $0 === top }) {
                decide(.handsStackBack(top: top.objectID, owner: navigation.objectID))
                navigation.activate()
                navigation.decide(.handlePopBack(to: top.objectID))
                navigation.handlePopBack(to: top)
                return
            }
        }
        decide(.finishesToo(top: top.objectID, parent: parent?.objectID))
        parent?.coordinatorDidFinish(self)
    }

    /// Takes the navigation controller back: its parent coordinator and its delegate.
    open override func activate() {
        super.activate()
        rootViewController.delegate = self
    }

    /// `activate`, then puts this coordinator's own screens back as the whole stack.
    open override func takeover() {
        decide(.takeover(root: rootViewController.objectID, screens: viewControllers.map(\.objectID)))
        activate()
        rootViewController.viewControllers = viewControllers
    }

    // MARK: The Back button

    /// Detects the user going back. Only an animated change has a transition to read; a
    /// non-animated one is ignored (and leaves `viewControllers` stale). If the controller that
    /// left is still on the stack, it was a push: nothing to do.
    open func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        guard let transition = navigationController.transitionCoordinator,
            let from = transition.viewController(forKey: .from)
        else {
            decide(.didShow(shown: viewController.objectID, reading: .noTransition))
            return
        }
        guard !navigationController.contains(from) else {
            decide(.didShow(shown: viewController.objectID, reading: .push(from: from.objectID)))
            return
        }
        decide(.didShow(shown: viewController.objectID, reading: .pop(from: from.objectID)))
        didPopTransition(to: viewController)
    }

    /// How many of its screens the Back button's handling has looked at, which must not grow
    /// with the depth of the stack: tests read it.
    private(set) var screensSearchedOnBack = 0

    private func didPopTransition(to controller: ViewController) {
        if viewControllers.isEmpty {
            decide(.didPopTransition(to: controller.objectID, branch: .noScreensLeft(parent: parent?.objectID)))
            parent?.coordinatorDidFinish(self)
            return
        }
        if controller === viewControllers.last {
            decide(.didPopTransition(to: controller.objectID, branch: .alreadyLast))
            return
        }
        // From the end: Back lands one screen down, so the search costs what the pop removed,
        // not the depth of the stack. radianttap's library searches from the front
        // (`firstIndex(of:)`); the two agree whenever a screen is on the list once, as on the
        // stack it mirrors.
        guard
            let index = viewControllers.lastIndex(where: {
                screensSearchedOnBack += 1; return $0 === controller
            })
        else {
            decide(.didPopTransition(to: controller.objectID, branch: .notMine(parent: parent?.objectID)))
            parent?.coordinatorDidFinish(self)
            return
        }
        let removed = viewControllers[(index + 1)...].map(\.objectID)
        decide(.didPopTransition(to: controller.objectID, branch: .trimmed(removed: removed)))
        viewControllers.removeLast(viewControllers.count - 1 - index)
        decide(.handlePopBack(to: controller.objectID))
        handlePopBack(to: controller)
    }

    /// Screens in this coordinator's list that are not on the navigation stack: the list went
    /// stale, in the ways the library allows (a non-animated pop, another coordinator's `root`).
    package var staleViewControllers: [ViewController] {
        viewControllers.filter { !rootViewController.contains($0) }
    }
}
