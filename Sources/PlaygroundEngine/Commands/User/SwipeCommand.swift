import HeadlessUIKit

enum SwipeCommand {
    static let definition = CommandDefinition(
        "swipe", family: .user, forms: [CommandForm(.keyword("down"))], changesApp: true,
        summary: "drag the topmost sheet down, dismissing it without the app asking (unless it refuses)",
        details: """
            The user's own way out of a sheet: UIKit dismisses the topmost presented controller as if its
            presenter had dismissed it, animated, and tells only the sheet's presentation controller's
            delegate (`presentationControllerWillDismiss` as it starts, `presentationControllerDidDismiss`
            as it ends). A coordinator that is not that delegate never hears of it, and stays alive with
            its screens. The sheet stays when the controller shown in it has `isModalInPresentation` set,
            or when the delegate's `presentationControllerShouldDismiss` says no; the delegate then hears
            `presentationControllerDidAttemptToDismiss`. An alert cannot be swiped away.
            """,
        examples: .lines("swipe down")
    ) { invocation throws(CommandError) in
        guard var sheet = invocation.app.window.rootViewController?.presentedViewController else {
            throw CommandError("there is no sheet to swipe down: nothing is presented")
        }
        while let above = sheet.presentedViewController, above !== sheet { sheet = above }
        if let alert = sheet as? AlertController {
            let actions = alert.actions.map(\.identifier).joined(separator: ", ")
            throw CommandError("an alert cannot be swiped away: tap one of its actions (\(actions))")
        }
        let delegate = sheet.presentationController?.delegate
        let outcome = invocation.changingApp { live in live.window.swipeDownTopmostSheet() }
        let name = ScreenNames.describe(sheet)
        switch outcome {
        case .dismissing:
            guard let delegate else {
                return CommandOutput([
                    "swiped \(name) down: UIKit dismisses it",
                    "nobody is its presentation controller's delegate: no coordinator hears that it went",
                ])
            }
            return CommandOutput("swiped \(name) down: UIKit dismisses it and tells \(describe(delegate))")
        case .refused(_, let modal?):
            return CommandOutput(
                "swiped \(name) down: it stays, \(modal.objectName) has isModalInPresentation set"
                    + (delegate.map { "; \(describe($0)) hears presentationControllerDidAttemptToDismiss" } ?? ""))
        case .refused(_, nil):
            return CommandOutput("swiped \(name) down: it stays, \(delegate.map(describe) ?? "its delegate") said no")
        case .nothingPresented, .alert, .inTransition:
            throw CommandError("\(name) is still moving: swipe again once it is at rest")
        }
    }

    /// A delegate by its object name, or its type when it is not a responder.
    private static func describe(_ delegate: AnyObject) -> String {
        (delegate as? Responder)?.objectName ?? String(describing: Swift.type(of: delegate))
    }
}
