import HeadlessUIKit
import RouterCoordinator

/// The app's router, written as Panov's `RouterImp` (Presenters/RouterImp.swift): it keeps the
/// completion given to `push` for the pushed screen, and runs it when `popModule` or
/// `popToRootModule` pops that screen. A kept completion keeps its screen alive until it runs, as
/// the original's dictionary keyed by the screen does.
///
/// It is also its navigation controller's delegate, as dimaosa's fork made its `Router` in 2019
/// ("Back button and gesture in Flow Coordinators"), so a pop it did not make (the Back button,
/// the swipe) runs the completion too.
final class AppRouter: Responder, RouterProtocol, NavigationControllerDelegate {
    let rootController: NavigationController
    /// Read by the scaffold, for `tree` to list what this router keeps.
    private(set) var completions: [(controller: ViewController, completion: () -> Void)] = []

    init(rootController: NavigationController) {
        self.rootController = rootController
        super.init()
        rootController.delegate = self
    }

    override var objectKind: String { "router" }

    func toPresent() -> ViewController? { rootController }

    func present(_ module: (any Presentable)?, animated: Bool) {
        guard let controller = module?.toPresent() else { return }
        rootController.present(controller, animated: animated, completion: nil)
    }

    func dismissModule(animated: Bool, completion: (() -> Void)?) {
        rootController.dismiss(animated: animated, completion: completion)
    }

    func push(_ module: (any Presentable)?, animated: Bool, hideBottomBar: Bool, completion: (() -> Void)?) {
        guard let controller = module?.toPresent(), !(controller is NavigationController) else { return }
        if let completion { completions.append((controller, completion)) }
        controller.hidesBottomBarWhenPushed = hideBottomBar
        rootController.pushViewController(controller, animated: animated)
    }

    func popModule(animated: Bool) {
        if let controller = rootController.popViewController(animated: animated) { runCompletion(for: controller) }
    }

    func setRootModule(_ module: (any Presentable)?, hideBar: Bool) {
        guard let controller = module?.toPresent() else { return }
        rootController.setViewControllers([controller], animated: false)
        rootController.isNavigationBarHidden = hideBar
    }

    func popToRootModule(animated: Bool) {
        for controller in rootController.popToRootViewController(animated: animated) ?? [] { runCompletion(for: controller) }
    }

    /// Runs and forgets the completion kept for `controller`, if any (forgotten first, so that it
    /// never runs twice).
    private func runCompletion(for controller: ViewController) {
        guard let index = completions.firstIndex(where: { $0.controller === controller }) else { return }
        completions.remove(at: index).completion()
    }

    /// A screen that left the stack during the transition was popped, by whoever: its completion
    /// runs. Only an animated change has a transition to read.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
            !navigationController.contains(from)
        else { return }
        runCompletion(for: from)
    }
}
