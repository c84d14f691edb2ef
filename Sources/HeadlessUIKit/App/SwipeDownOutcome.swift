/// What the user's swipe down on the topmost sheet did.
public enum SwipeDownOutcome {
    /// Nothing is presented: there is no sheet to drag.
    case nothingPresented
    /// An alert is not a sheet: it cannot be dragged away, and nothing happened.
    case alert(AlertController)
    /// The sheet is still moving (a presentation or dismissal is in flight): the drag did nothing.
    case inTransition(ViewController)
    /// The sheet stayed: `modalController` has `isModalInPresentation` set, or (when nil) the
    /// delegate's `presentationControllerShouldDismiss` said no. The delegate heard
    /// `presentationControllerDidAttemptToDismiss`.
    case refused(sheet: ViewController, modalController: ViewController?)
    /// The sheet's dismissal started, as if its presenter had dismissed it, animated.
    case dismissing(ViewController)
}
