/// Told when the user drags a sheet down (`UIAdaptivePresentationControllerDelegate`). Apple's
/// documentation: none of these is called "if the presentation is dismissed programmatically".
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Asked before a swipe dismisses the sheet; false keeps it (then `DidAttemptToDismiss`).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The swipe's dismissal starts.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The swipe's dismissal ended: the sheet is gone. Where a coordinator learns its sheet went.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The swipe was refused (`isModalInPresentation`, or `ShouldDismiss` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

public extension AdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
