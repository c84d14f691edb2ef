extension Window {
    /// The user drags the topmost presented controller down. UIKit asks and tells the sheet's
    /// presentation controller's delegate (Apple's documentation of
    /// `UIAdaptivePresentationControllerDelegate`): with `isModalInPresentation` set on the sheet
    /// (or on the top of its stack, when it is a navigation controller) only
    /// `presentationControllerDidAttemptToDismiss`; else `presentationControllerShouldDismiss`,
    /// then, if allowed, `WillDismiss` as the dismissal starts and `DidDismiss` as it ends. A
    /// cancelled drag is not modelled: a swipe either completes or is refused.
    public func swipeDownTopmostSheet() -> SwipeDownOutcome {
        let runtime = Runtime.current
        guard !runtime.hasCrashed, var sheet = rootViewController?.ownPresented else { return .nothingPresented }
        while let above = sheet.ownPresented { sheet = above }
        guard let presenter = sheet.ownPresenting else { return .nothingPresented }
        if let alert = sheet as? AlertController { return .alert(alert) }
        if sheet.isPresentationInFlight || presenter.isPresentationInFlight { return .inTransition(sheet) }
        guard let presentation = sheet.presentationController else { return .nothingPresented }
        let modal = [sheet, (sheet as? NavigationController)?.topViewController].compactMap { $0 }.first(where: \.isModalInPresentation)
        var allowed = modal == nil
        if allowed, let delegate = presentation.delegate {
            runtime.recordDetail(CallbackEvent(.delegate(method: "presentationControllerShouldDismiss", about: nil), delegate: delegate))
            allowed = delegate.presentationControllerShouldDismiss(presentation)
        }
        guard allowed else {
            if let delegate = presentation.delegate {
                runtime.recordDetail(
                    CallbackEvent(.delegate(method: "presentationControllerDidAttemptToDismiss", about: nil), delegate: delegate))
                delegate.presentationControllerDidAttemptToDismiss(presentation)
            }
            return .refused(sheet: sheet, modalController: modal)
        }
        presenter.startDismissal(of: [sheet], by: presenter, animated: true, swipedWith: presentation, completion: nil)
        return .dismissing(sheet)
    }
}
