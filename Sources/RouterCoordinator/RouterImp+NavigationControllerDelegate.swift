import HeadlessUIKit

/// MacCallum's fix ("Coordinators, Routers, and Back Buttons"): the router, as the navigation
/// controller's delegate, runs the completion of the controller that left, however it left. In
/// `didShow` it reads the transition's `from` controller; if the stack no longer holds it, it was
/// popped. So the system Back button (an animated pop) runs the completion too, and `popModule`
/// still runs it once: whichever of the two comes first forgets it.
///
/// The rule is the article's, unimproved: a pop without animation has no transition to read and
/// is still missed, and a pop of several controllers at once runs only the old top's completion.
extension RouterImp: NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
            !navigationController.contains(from)
        else { return }
        runCompletion(for: from, trigger: .didShow)
    }
}
