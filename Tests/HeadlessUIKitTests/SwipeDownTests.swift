import HeadlessUIKit
import Testing

/// The user drags the topmost sheet down: UIKit asks and tells the sheet's presentation
/// controller's delegate, and refuses when `isModalInPresentation` is set or the delegate says no.
@Suite struct SwipeDownTests {
    /// A stage with `sheet` presented and at rest, its presentation controller's delegate set.
    private func presenting(_ sheet: ViewController, on stage: Stage, delegate: JournaledDelegate) {
        sheet.presentationController?.delegate = delegate
        stage.root.present(sheet)
        stage.runtime.settle()
        _ = stage.journal.take()
        _ = stage.runtime.drainEvents()
    }

    @Test func anAllowedSwipeDismissesTheSheetAndTellsTheDelegateAroundTheCallbacks() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let delegate = JournaledDelegate(stage.journal)
            let sheet = stage.screen("sheet")
            presenting(sheet, on: stage, delegate: delegate)

            guard case .dismissing(let dismissed) = stage.window.swipeDownTopmostSheet() else {
                Issue.record("the swipe should dismiss the sheet")
                return
            }
            #expect(dismissed === sheet)
            #expect(stage.journal.take() == ["shouldDismiss", "willDismiss", "sheet willDisappear"])
            runtime.settle()
            #expect(stage.journal.take() == ["sheet didDisappear", "didDismiss"])
            #expect(stage.navigation.presentedViewController == nil)
            #expect(
                stage.events() == [
                    "delegate JournaledDelegate: presentationControllerShouldDismiss",
                    "NavigationController#1 dismisses JournaledScreen#2",
                    "delegate JournaledDelegate: presentationControllerWillDismiss",
                    "viewWillDisappear: JournaledScreen#2",
                    "NavigationController#1 dismissal of JournaledScreen#2 ends after 0.5s",
                    "viewDidDisappear: JournaledScreen#2",
                    "delegate JournaledDelegate: presentationControllerDidDismiss",
                ])
        }
    }

    @Test func isModalInPresentationRefusesWithoutAskingTheDelegate() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let delegate = JournaledDelegate(stage.journal)
            let sheet = stage.screen("sheet")
            sheet.isModalInPresentation = true
            presenting(sheet, on: stage, delegate: delegate)

            guard case .refused(let refused, let modal) = stage.window.swipeDownTopmostSheet() else {
                Issue.record("the swipe should be refused")
                return
            }
            #expect(refused === sheet && modal === sheet)
            #expect(stage.journal.take() == ["didAttemptToDismiss"])
            #expect(!runtime.runLoop.hasPendingWork)
            #expect(stage.navigation.presentedViewController === sheet)
        }
    }

    /// Which controller's flag counts is not established: the model reads the sheet's, and the
    /// top of its stack when the sheet is a navigation controller, not the screens below.
    @Test func theTopOfAPresentedStackCountsAndTheScreensBelowDoNot() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let delegate = JournaledDelegate(stage.journal)
            let shipping = stage.screen("shipping"), payment = stage.screen("payment")
            payment.isModalInPresentation = true
            let checkout = NavigationController(rootViewController: shipping)
            checkout.pushViewController(payment, animated: false)
            presenting(checkout, on: stage, delegate: delegate)

            guard case .refused(_, let modal) = stage.window.swipeDownTopmostSheet() else {
                Issue.record("the payment screen should keep the sheet")
                return
            }
            #expect(modal === payment)

            checkout.popViewController(animated: false)
            _ = stage.journal.take()
            guard case .dismissing = stage.window.swipeDownTopmostSheet() else {
                Issue.record("with the payment screen gone, the sheet should go")
                return
            }
            runtime.settle()
            #expect(stage.navigation.presentedViewController == nil)
        }
    }

    @Test func theDelegateMayRefuse() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let delegate = JournaledDelegate(stage.journal)
            delegate.allowsDismissal = false
            let sheet = stage.screen("sheet")
            presenting(sheet, on: stage, delegate: delegate)
            guard case .refused(_, nil) = stage.window.swipeDownTopmostSheet() else {
                Issue.record("the delegate should keep the sheet")
                return
            }
            #expect(stage.journal.take() == ["shouldDismiss", "didAttemptToDismiss"])
            #expect(stage.navigation.presentedViewController === sheet)
        }
    }

    @Test func aDismissalTheCodeAsksForNeverTellsTheDelegate() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let delegate = JournaledDelegate(stage.journal)
            presenting(stage.screen("sheet"), on: stage, delegate: delegate)
            stage.navigation.dismiss()
            runtime.settle()
            #expect(stage.journal.take() == ["sheet willDisappear", "sheet didDisappear"])
        }
    }

    @Test func alertsAndEmptyScreensCannotBeSwipedAndNothingChanges() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            guard case .nothingPresented = stage.window.swipeDownTopmostSheet() else {
                Issue.record("nothing is presented")
                return
            }
            stage.root.present(stage.screen("sheet"))
            guard case .inTransition = stage.window.swipeDownTopmostSheet() else {
                Issue.record("the sheet is still coming up")
                return
            }
            runtime.settle()
            stage.navigation.dismiss(animated: false)
            runtime.settle()
            let alert = AlertController(title: "Sure?", message: nil)
            stage.root.present(alert)
            runtime.settle()
            guard case .alert(let swiped) = stage.window.swipeDownTopmostSheet() else {
                Issue.record("an alert is not a sheet")
                return
            }
            #expect(swiped === alert)
            #expect(!runtime.runLoop.hasPendingWork)
            #expect(stage.navigation.presentedViewController === alert)
        }
    }

    /// Set before presenting, as apps do; the presentation controller of a child is its
    /// parent's; the delegate is weak.
    @Test func thePresentationControllerAndItsWeakDelegate() {
        Runtime().run {
            let content = ViewController()
            let navigation = NavigationController(rootViewController: content)
            #expect(content.presentationController === navigation.presentationController)
            #expect(navigation.presentationController?.presentedViewController === navigation)
            var delegate: JournaledDelegate? = JournaledDelegate(TransitionJournal())
            navigation.presentationController?.delegate = delegate
            #expect(navigation.presentationController?.delegate === delegate)
            delegate = nil
            #expect(navigation.presentationController?.delegate == nil)
        }
    }
}
