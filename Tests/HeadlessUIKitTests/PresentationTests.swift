import HeadlessUIKit
import Testing

/// Presentations and dismissals start inside the call and end at settle, animated or not; the
/// presenter of a sheet gets no callbacks; completions run at the end, never inside the call;
/// UIKit's refusals log their exact texts and change nothing.
@Suite struct PresentationTests {
    @Test func aPresentationSetsTheLinksAtOnceAndCompletesAtSettleAfterViewDidAppear() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let sheet = stage.screen("sheet")
            stage.root.present(sheet, animated: true) { stage.journal.entries.append("completion") }
            #expect(stage.navigation.presentedViewController === sheet)
            #expect(stage.root.presentedViewController === sheet)
            #expect(sheet.presentingViewController === stage.navigation)
            #expect(stage.journal.take() == ["sheet willAppear"], "the presenter of a sheet gets no callbacks")
            let coordinator = sheet.transitionCoordinator
            #expect(describe(coordinator) == "from NavigationController#1 to sheet")
            #expect(stage.navigation.transitionCoordinator === coordinator)
            #expect(stage.root.transitionCoordinator === coordinator, "a child reads its parent's")

            runtime.settle()
            #expect(stage.journal.take() == ["sheet didAppear", "completion"])
            #expect(sheet.transitionCoordinator == nil)
            #expect(runtime.runLoop.now == .milliseconds(500))
            #expect(
                stage.events() == [
                    "NavigationController#1 presents JournaledScreen#2",
                    "viewWillAppear: JournaledScreen#2",
                    "NavigationController#1 presentation of JournaledScreen#2 ends after 0.5s",
                    "viewDidAppear: JournaledScreen#2",
                    "completion of the presentation runs",
                ])
        }
    }

    /// When a presentation without animation runs its callbacks is not established; the model
    /// keeps it in flight until settle, so a second present in the same turn is refused.
    @Test func aPresentationWithoutAnimationAlsoEndsAtSettle() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            stage.root.present(stage.screen("sheet"), animated: false) { stage.journal.entries.append("completion") }
            #expect(stage.journal.take() == ["sheet willAppear"])
            runtime.settle()
            #expect(stage.journal.take() == ["sheet didAppear", "completion"])
            #expect(runtime.runLoop.now == .zero)
        }
    }

    @Test func aDismissalKeepsTheLinksUntilItEndsThenCompletes() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let sheet = stage.screen("sheet")
            stage.root.present(sheet)
            runtime.settle()
            _ = stage.journal.take()

            sheet.dismiss(animated: true) { stage.journal.entries.append("completion") }
            #expect(stage.navigation.presentedViewController === sheet)
            #expect(stage.journal.take() == ["sheet willDisappear"])
            #expect(describe(sheet.transitionCoordinator) == "from sheet to NavigationController#1")
            runtime.settle()
            #expect(stage.journal.take() == ["sheet didDisappear", "completion"])
            #expect(stage.navigation.presentedViewController == nil)
            #expect(sheet.presentingViewController == nil)
            #expect(sheet.view.superview == nil)
        }
    }

    @Test func aStackOfPresentationsIsDismissedTogetherInnermostFirst() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let first = stage.screen("first"), second = stage.screen("second")
            stage.root.present(first)
            runtime.settle()
            first.present(second)
            runtime.settle()
            _ = stage.journal.take()

            stage.navigation.dismiss()
            #expect(stage.journal.take() == ["second willDisappear", "first willDisappear"])
            runtime.settle()
            #expect(stage.journal.take() == ["second didDisappear", "first didDisappear"])
            #expect(stage.navigation.presentedViewController == nil)
            #expect(first.presentedViewController == nil)
        }
    }

    @Test func withNothingToDismissTheCompletionStillWaitsForSettle() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            var completed = false
            stage.root.dismiss { completed = true }
            #expect(!completed)
            runtime.settle()
            #expect(completed)
        }
    }

    /// Dismiss and present in one turn: UIKit refuses the presentation, and the completion
    /// never runs. From the dismissal's completion, the same presentation works.
    @Test func presentingWhileADismissalRunsIsRefusedAndFromItsCompletionItWorks() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            stage.root.present(stage.screen("login"), animated: true)
            runtime.settle()
            _ = stage.events()

            let checkout = stage.screen("checkout")
            var completed = false
            stage.navigation.dismiss(animated: true)
            stage.root.present(checkout, animated: true) { completed = true }
            #expect(
                stage.warnings() == [
                    "Attempt to present JournaledScreen#3 on NavigationController#1 (from JournaledScreen#1) while a presentation is in progress."
                ])
            runtime.settle()
            #expect(stage.navigation.presentedViewController == nil)
            #expect(!completed)

            stage.root.present(stage.screen("login again"), animated: true)
            runtime.settle()
            stage.navigation.dismiss(animated: true) { stage.root.present(checkout, animated: true) }
            runtime.settle()
            #expect(stage.navigation.presentedViewController === checkout)
            #expect(stage.warnings().isEmpty)
        }
    }

    @Test func presentingWhileAlreadyPresentingAtRestIsRefused() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let first = stage.screen("first"), second = stage.screen("second")
            #expect(stage.root.presentRefusal(for: first) == nil)
            stage.root.present(first)
            runtime.settle()
            let refusal = stage.root.presentRefusal(for: second)
            let text =
                "Attempt to present JournaledScreen#3 on NavigationController#1 (from JournaledScreen#1) which is already presenting JournaledScreen#2."
            #expect(refusal == .warning(Warning(message: text)))
            _ = stage.events()
            stage.root.present(second)
            #expect(stage.navigation.presentedViewController === first)
            #expect(second.presentingViewController == nil)
            #expect(stage.warnings() == [text])
        }
    }

    @Test func presentingFromAControllerOutsideTheWindowIsRefused() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let popped = stage.screen("popped")
            stage.navigation.pushViewController(popped, animated: false)
            stage.navigation.popViewController(animated: false)
            _ = stage.events()
            popped.present(stage.screen("sheet"))
            #expect(
                stage.warnings() == [
                    "Attempt to present JournaledScreen#3 on JournaledScreen#2 (from JournaledScreen#2) whose view is not in the window hierarchy."
                ])
            #expect(popped.presentedViewController == nil)
        }
    }

    @Test func dismissingWhileAPresentationOrDismissalRunsIsRefused() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let sheet = stage.screen("sheet")
            stage.root.present(sheet)
            _ = stage.events()
            stage.root.dismiss()
            runtime.settle()
            #expect(stage.navigation.presentedViewController === sheet)

            stage.root.dismiss()
            stage.root.dismiss()
            let warning = "Attempt to dismiss from view controller NavigationController#1 while a presentation or dismiss is in progress!"
            #expect(stage.warnings() == [warning, warning])
        }
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOtherwise() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let pushed = stage.screen("pushed")
            stage.root.show(pushed)
            #expect(stage.navigation.topViewController === pushed)
            runtime.settle()

            let lonely = ViewController(), shown = ViewController()
            let window = showInWindow(lonely)
            defer { withExtendedLifetime(window) {} }
            lonely.show(shown)
            #expect(lonely.presentedViewController === shown)
        }
    }

    /// An alert's action starts its dismissal; the handler runs when the dismissal ends ("after
    /// dismissal"), so it may present at once. A second tap does nothing.
    @Test func anAlertsHandlerRunsWhenItsDismissalEnds() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let alert = AlertController(title: "Confirm item removal", message: nil)
            alert.addAction(
                AlertAction(title: "Yes, remove", style: .destructive) { action in
                    stage.journal.entries.append(
                        "handler \(action.title), presented: \(name(of: stage.navigation.presentedViewController))")
                    stage.root.present(stage.screen("next"))
                })
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            stage.root.present(alert)
            runtime.settle()
            _ = stage.events()

            let button = alert.view.view(withIdentifier: "yesRemove") as? Button
            #expect(button?.title == "Yes, remove")
            #expect(alert.view.view(withIdentifier: "cancel") != nil)
            button?.tap()
            button?.tap()
            #expect(stage.journal.take().isEmpty)
            #expect(stage.navigation.presentedViewController === alert)
            runtime.settle()
            #expect(stage.journal.take() == ["handler Yes, remove, presented: nil", "next willAppear", "next didAppear"])
            #expect(alert.chosenAction?.title == "Yes, remove")
            #expect(
                stage.events() == [
                    "NavigationController#1 dismisses AlertController#1",
                    "viewWillDisappear: AlertController#1",
                    "NavigationController#1 dismissal of AlertController#1 ends after 0.5s",
                    "viewDidDisappear: AlertController#1",
                    "handler of [Yes, remove] runs",
                    "NavigationController#1 presents JournaledScreen#2",
                    "viewWillAppear: JournaledScreen#2",
                    "NavigationController#1 presentation of JournaledScreen#2 ends after 0.5s",
                    "viewDidAppear: JournaledScreen#2",
                ])
        }
    }
}
