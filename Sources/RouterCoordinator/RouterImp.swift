import HeadlessUIKit

/// Panov's router, `Presenters/RouterImp.swift` in AndreyPanov/ApplicationCoordinator at 5607964:
/// it is not its navigation controller's delegate, so it runs a push's completion only from
/// `popModule` and `popToRootModule`. The Back button, a re-tap of the selected tab and code that
/// pops the navigation controller by itself pop around it: the completion never runs, and what
/// it would have released (a child coordinator, the controller it is kept for) leaks.
public final class RouterImp: NavigationRouter {
    public override init(rootController: NavigationController) {
        super.init(rootController: rootController)
    }

    public override class var origin: String { "RouterImp, Panov's ApplicationCoordinator (5607964)" }
}
