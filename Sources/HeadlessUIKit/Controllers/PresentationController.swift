/// What manages a presented controller on screen (`UIPresentationController`). The model keeps
/// only what apps use of it: the controllers, and the delegate told when the user swipes the
/// sheet away.
public final class PresentationController {
    /// The controller this one presents (or will present), as UIKit's property. Weak: the
    /// controller keeps its presentation controller, not the other way round.
    public private(set) weak var presentedViewController: ViewController?
    /// Told of the user's swipe (`Window.swipeDownTopmostSheet`), never of a dismissal the code
    /// asks for. Weak, as UIKit's.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }

    /// Who presents it, while it is presented.
    public var presentingViewController: ViewController? { presentedViewController?.ownPresenting }
}

extension ViewController {
    /// The presentation controller of this controller, or of the ancestor it is embedded in
    /// (UIKit: "the nearest presentation controller that is managing the current view
    /// controller"). Made when first asked for, so that apps set its delegate before presenting.
    public var presentationController: PresentationController? {
        if let own = ownPresentationController { return own }
        if let parent { return parent.presentationController }
        let made = PresentationController(presentedViewController: self)
        ownPresentationController = made
        return made
    }
}
