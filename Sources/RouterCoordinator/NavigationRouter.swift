import HeadlessUIKit

/// What Panov's `RouterImp` and dimaosa's `Router` share, written once (the factoring is the
/// playground's: the two files are the same code but for the delegate). The rules are theirs
/// (`Presenters/RouterImp.swift` at 5607964, `Presenters/Router.swift` at 2b63928):
/// - a completion given to `push` is kept for that controller and run by `popModule` and
///   `popToRootModule` when they pop it (and, in dimaosa's `Router` only, by `didShow`);
/// - `setRootModule` runs no completion: controllers it replaces stay kept, and alive, for good;
/// - a completion keeps its controller alive until it runs, as the originals' dictionary keyed
///   by controller does.
///
/// It holds its navigation controller strongly (the originals hold it weakly): on a device a
/// navigation controller made for a flow that is presented a moment later stays alive meanwhile
/// (UIKit keeps it, in an autorelease pool), and the headless model has nothing that would.
public class NavigationRouter: Responder, RouterProtocol {
    public let rootController: NavigationController
    /// In push order, so that every listing reads the same twice.
    private var completions: [(controller: ViewController, completion: () -> Void)] = []

    init(rootController: NavigationController) {
        self.rootController = rootController
        super.init()
    }

    /// Whether this router is its navigation controller's delegate, and so hears of a pop it did
    /// not make (dimaosa's `Router` is, Panov's `RouterImp` is not).
    package var isNavigationDelegate: Bool { rootController.delegate === self }

    /// Which author's router this is, and where it comes from, for listings: `tree` says it.
    public class var origin: String { "" }

    /// The controllers whose completion is still kept, in push order (one may have left the
    /// stack already: that is the leak).
    public var controllersWithPendingCompletion: [ViewController] { completions.map(\.controller) }

    public override var objectKind: String { "router" }

    public func toPresent() -> ViewController? { rootController }

    public func present(_ module: (any Presentable)?, animated: Bool) {
        guard let controller = module?.toPresent() else { return }
        Runtime.current.recordDecision(RouterCall(objectID, on: rootController.objectID, .present(controller.objectID)))
        rootController.present(controller, animated: animated, completion: nil)
    }

    public func dismissModule(animated: Bool, completion: (() -> Void)?) {
        Runtime.current.recordDecision(RouterCall(objectID, on: rootController.objectID, .dismissModule))
        rootController.dismiss(animated: animated, completion: completion)
    }

    /// Refuses a navigation controller, as the original's `assertionFailure("Deprecated push
    /// UINavigationController.")` does (a warning here, where a debug build would stop).
    public func push(_ module: (any Presentable)?, animated: Bool, hideBottomBar: Bool, completion: (() -> Void)?) {
        guard let controller = module?.toPresent() else { return }
        guard !(controller is NavigationController) else {
            Runtime.current.record(
                Warning(message: "Deprecated push UINavigationController. \(objectName) did not push \(controller.objectName)"))
            return
        }
        Runtime.current.recordDecision(
            RouterCall(objectID, on: rootController.objectID, .push(controller.objectID, keepsCompletion: completion != nil)))
        if let completion {
            if let index = completions.firstIndex(where: { $0.controller === controller }) {
                completions[index].completion = completion
            } else {
                completions.append((controller, completion))
            }
        }
        controller.hidesBottomBarWhenPushed = hideBottomBar
        rootController.pushViewController(controller, animated: animated)
    }

    public func popModule(animated: Bool) {
        Runtime.current.recordDecision(RouterCall(objectID, on: rootController.objectID, .popModule))
        if let controller = rootController.popViewController(animated: animated) {
            runCompletion(for: controller, trigger: .popModule)
        }
    }

    public func setRootModule(_ module: (any Presentable)?, hideBar: Bool) {
        guard let controller = module?.toPresent() else { return }
        Runtime.current.recordDecision(
            RouterCall(objectID, on: rootController.objectID, .setRootModule(controller.objectID, hidesBar: hideBar)))
        rootController.setViewControllers([controller], animated: false)
        rootController.isNavigationBarHidden = hideBar
    }

    public func popToRootModule(animated: Bool) {
        Runtime.current.recordDecision(RouterCall(objectID, on: rootController.objectID, .popToRootModule))
        for controller in rootController.popToRootViewController(animated: animated) ?? [] {
            runCompletion(for: controller, trigger: .popToRootModule)
        }
    }

    /// Runs and forgets the completion kept for `controller`, if any. It is forgotten before it
    /// runs, so a completion that pops again can never run twice.
    func runCompletion(for controller: ViewController, trigger: CompletionEvent.Trigger) {
        guard let index = completions.firstIndex(where: { $0.controller === controller }) else { return }
        let completion = completions.remove(at: index).completion
        Runtime.current.record(CompletionEvent(router: objectID, controller: controller.objectID, trigger: trigger))
        completion()
    }
}
