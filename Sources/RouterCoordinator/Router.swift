import HeadlessUIKit

/// dimaosa's router, `Presenters/Router.swift` in dimaosa/ApplicationCoordinator at 2b63928: in
/// 6684803 (2019-06-04, "Back button and gesture in Flow Coordinators", after hackernoon's
/// "Coordinators, Routers, and Back Buttons") it became its navigation controller's delegate,
/// from `init`. In `didShow` it reads the transition's `from` controller; if the stack no longer
/// holds it, it was popped, and its completion runs. So the Back button runs it too, and
/// `popModule` still runs it once: whichever comes first forgets it.
///
/// Its limits are the same code's: a pop without animation has no transition coordinator to read
/// (Apple's `UIViewControllerTransitionCoordinator` page: it "lasts for the duration of the
/// transition animation"; docs/uikit-fidelity.md, T5), so it is missed; and a pop of several
/// controllers at once runs only the old top's completion.
public final class Router: NavigationRouter, NavigationControllerDelegate {
    public override init(rootController: NavigationController) {
        super.init(rootController: rootController)
        rootController.delegate = self
    }

    public override class var origin: String { "Router, dimaosa's fork (6684803), its navigation controller's delegate" }

    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
            !navigationController.contains(from)
        else { return }
        runCompletion(for: from, trigger: .didShow)
    }
}
