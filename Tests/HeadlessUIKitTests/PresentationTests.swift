import HeadlessUIKit
import Testing

@Suite struct PresentationTests {
    @Test func presentSetsBothLinksAndPresentingFromAChildUsesItsRoot() {
        Runtime().run {
            let content = ViewController()
            let navigation = NavigationController(rootViewController: content)
            let modal = ViewController()
            content.present(modal, animated: true)
            #expect(navigation.presentedViewController === modal)
            #expect(content.presentedViewController === modal)
            #expect(modal.presentingViewController === navigation)
        }
    }

    @Test func presentingWhileAlreadyPresentingIsRefusedWithAClearWarning() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let root = ViewController(), first = ViewController(), second = ViewController()
            #expect(root.presentWarning(for: first) == nil)
            root.present(first)
            let reason = root.presentWarning(for: second)
            #expect(reason == "Attempt to present ViewController#3 on ViewController#1 which is already presenting ViewController#2")
            _ = runtime.drainEvents()
            root.present(second)
            #expect(root.presentedViewController === first)
            #expect(second.presentingViewController == nil)
            #expect(runtime.drainEvents().map(\.summary) == ["warning: \(reason!)"])
        }
    }

    @Test func dismissFromThePresentedOrThePresenterAndWithNothingPresented() {
        Runtime().run {
            let root = ViewController(), first = ViewController(), second = ViewController()
            root.present(first)
            first.present(second)
            #expect(first.presentedViewController === second)

            root.dismiss()
            #expect(root.presentedViewController == nil)
            #expect(first.presentedViewController == nil)
            #expect(second.presentingViewController == nil)

            root.present(first)
            first.dismiss()
            #expect(root.presentedViewController == nil)

            var completed = false
            root.dismiss { completed = true }
            #expect(completed)
        }
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOtherwise() {
        Runtime().run {
            let content = ViewController()
            let navigation = NavigationController(rootViewController: content)
            let pushed = ViewController()
            content.show(pushed)
            #expect(navigation.topViewController === pushed)

            let lonely = ViewController(), shown = ViewController()
            lonely.show(shown)
            #expect(lonely.presentedViewController === shown)
        }
    }

    @Test func anAlertsActionDismissesItThenRunsItsHandler() {
        Runtime().run {
            let root = ViewController()
            var chosen: [String] = []
            let alert = AlertController(title: "Confirm item removal", message: nil)
            alert.addAction(
                AlertAction(title: "Yes, remove", style: .destructive) { action in
                    chosen.append(action.title)
                    #expect(root.presentedViewController == nil)
                })
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            root.present(alert)

            let button = alert.view.view(withIdentifier: "yesRemove") as? Button
            #expect(button?.title == "Yes, remove")
            #expect(alert.view.view(withIdentifier: "cancel") != nil)
            button?.tap()
            #expect(chosen == ["Yes, remove"])
            #expect(root.presentedViewController == nil)
        }
    }
}
