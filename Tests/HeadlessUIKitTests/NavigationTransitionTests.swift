import HeadlessUIKit
import Testing

/// An animated change of a stack on screen starts inside the call and ends at settle: the stack
/// at once; `willShow` and the will-callbacks at the start; the did-callbacks, `didShow` (with
/// the coordinator still set) and the alongside completions at the end. Without animation,
/// everything inside the call and no coordinator.
@Suite struct NavigationTransitionTests {
    @Test func anAnimatedPushStartsInTheCallAndEndsAtSettle() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let delegate = JournaledDelegate(stage.journal)
            stage.navigation.delegate = delegate
            let second = stage.screen("second")

            stage.navigation.pushViewController(second, animated: true)
            #expect(stage.navigation.viewControllers.map(name(of:)) == ["root", "second"])
            #expect(stage.journal.take() == ["willShow second from root to second", "root willDisappear", "second willAppear"])
            let coordinator = stage.navigation.transitionCoordinator
            #expect(describe(coordinator) == "from root to second")
            #expect(coordinator?.isAnimated == true)
            #expect(coordinator?.transitionDuration == .milliseconds(350))
            // A child with no transition of its own reports its parent's.
            #expect(second.transitionCoordinator === coordinator)
            #expect(stage.root.view.superview === stage.navigation.view, "the leaving screen stays until the end")

            runtime.settle()
            #expect(stage.journal.take() == ["root didDisappear", "second didAppear", "didShow second from root to second"])
            #expect(stage.navigation.transitionCoordinator == nil)
            #expect(second.transitionCoordinator == nil)
            #expect(stage.root.view.superview == nil)
            #expect(runtime.runLoop.now == .milliseconds(350))
            #expect(
                stage.events() == [
                    "NavigationController#1 push: JournaledScreen#1 → JournaledScreen#2",
                    "delegate JournaledDelegate: willShow JournaledScreen#2",
                    "viewWillDisappear: JournaledScreen#1",
                    "viewWillAppear: JournaledScreen#2",
                    "NavigationController#1 push ends after 0.35s",
                    "viewDidDisappear: JournaledScreen#1",
                    "viewDidAppear: JournaledScreen#2",
                    "delegate JournaledDelegate: didShow JournaledScreen#2",
                ])
        }
    }

    /// Nobody tracing, only the start of a transition is recorded: its steps cost nothing.
    @Test func withoutDetailsOnlyTheStartIsRecorded() {
        let runtime = recordingRuntime()
        runtime.isRecordingDetails = false
        runtime.run {
            let stage = Stage(runtime)
            let delegate = JournaledDelegate(stage.journal)
            stage.navigation.delegate = delegate
            stage.navigation.pushViewController(stage.screen("second"), animated: true)
            runtime.settle()
            #expect(stage.events() == ["NavigationController#1 push: JournaledScreen#1 → JournaledScreen#2"])
            #expect(stage.journal.take().count == 6, "the callbacks themselves all ran")
        }
    }

    /// radianttap's `NavigationCoordinator` tells a pop by `.from` no longer being on the stack
    /// inside `didShow`: the coordinator must still be set there.
    @Test func anAnimatedPopMirrorsAPushAndItsDidShowStillReadsTheCoordinator() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let second = stage.screen("second")
            stage.navigation.pushViewController(second, animated: false)
            let delegate = JournaledDelegate(stage.journal)
            stage.navigation.delegate = delegate
            _ = stage.journal.take()

            #expect(stage.navigation.popViewController(animated: true) === second)
            #expect(stage.navigation.viewControllers.map(name(of:)) == ["root"])
            #expect(stage.journal.take() == ["willShow root from second to root", "second willDisappear", "root willAppear"])
            runtime.settle()
            #expect(stage.journal.take() == ["second didDisappear", "root didAppear", "didShow root from second to root"])
        }
    }

    @Test func aChangeThatDoesNotAnimateIsOverInsideTheCallWithoutACoordinator() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let delegate = JournaledDelegate(stage.journal)
            stage.navigation.delegate = delegate
            stage.navigation.pushViewController(stage.screen("second"), animated: false)
            #expect(
                stage.journal.take() == [
                    "willShow second no transition", "root willDisappear", "second willAppear", "root didDisappear", "second didAppear",
                    "didShow second no transition",
                ])
            #expect(!runtime.runLoop.hasPendingWork)
        }
    }

    /// Even inside another transition's end (a delegate changing the stack in `didShow`), a
    /// change without animation has no coordinator: the library's Back detection ignores it.
    @Test func aChangeWithoutAnimationInsideDidShowHasNoCoordinator() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            final class Replacer: NavigationControllerDelegate {
                var seen: [String] = []
                var replacement: ViewController?
                func navigationController(_ navigation: NavigationController, didShow viewController: ViewController, animated: Bool) {
                    seen.append("didShow \(name(of: viewController)) \(describe(navigation.transitionCoordinator))")
                    if let replacement {
                        self.replacement = nil
                        navigation.setViewControllers([replacement], animated: false)
                    }
                }
            }
            let replacer = Replacer()
            replacer.replacement = stage.screen("replacement")
            stage.navigation.delegate = replacer
            stage.navigation.pushViewController(stage.screen("second"), animated: true)
            runtime.settle()
            #expect(replacer.seen == ["didShow second from root to second", "didShow replacement no transition"])
            #expect(stage.navigation.viewControllers.map(name(of:)) == ["replacement"])
        }
    }

    @Test func alongsideCompletionsRunAtTheEndInTheOrderGivenAfterDidShow() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let delegate = JournaledDelegate(stage.journal)
            stage.navigation.delegate = delegate
            stage.navigation.pushViewController(stage.screen("second"), animated: true)
            let coordinator = stage.navigation.transitionCoordinator
            let first = coordinator?.animate(alongsideTransition: { _ in stage.journal.entries.append("animation") }) { context in
                stage.journal.entries.append("completion 1 \(describe(context))")
            }
            coordinator?.animate(alongsideTransition: nil) { _ in stage.journal.entries.append("completion 2") }
            #expect(first == true)
            #expect(stage.journal.take().suffix(1) == ["animation"], "the animation block runs at once")
            runtime.settle()
            #expect(
                stage.journal.take() == [
                    "root didDisappear", "second didAppear", "didShow second from root to second", "completion 1 from root to second",
                    "completion 2",
                ])
        }
    }

    /// UIKit keeps a push that comes while an animated change runs and pushes it when that
    /// change ends (the deferred push in the stack traces of double-tap crashes).
    @Test func pushesDuringAnAnimatedChangeWaitForItsEndAndRunInOrder() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let second = stage.screen("second"), third = stage.screen("third"), fourth = stage.screen("fourth")
            stage.navigation.pushViewController(second, animated: true)
            stage.navigation.pushViewController(third, animated: true)
            stage.navigation.pushViewController(fourth, animated: false)
            #expect(stage.navigation.viewControllers.map(name(of:)) == ["root", "second"])
            #expect(
                stage.events().suffix(2) == [
                    "NavigationController#1 keeps the push of JournaledScreen#3 until its running transition ends",
                    "NavigationController#1 keeps the push of JournaledScreen#4 until its running transition ends",
                ])
            runtime.settle()
            #expect(stage.navigation.viewControllers.map(name(of:)) == ["root", "second", "third", "fourth"])
            #expect(
                stage.journal.take() == [
                    "root willDisappear", "second willAppear", "root didDisappear", "second didAppear",
                    "second willDisappear", "third willAppear", "second didDisappear", "third didAppear",
                    "third willDisappear", "fourth willAppear", "third didDisappear", "fourth didAppear",
                ])
            #expect(runtime.runLoop.now == .milliseconds(700), "each animated push is a transition of its own")
        }
    }

    @Test func otherChangesDuringAnAnimatedChangeAreRefusedWithUIKitsWarning() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let second = stage.screen("second")
            stage.navigation.pushViewController(second, animated: false)
            stage.navigation.pushViewController(stage.screen("third"), animated: true)
            _ = stage.events()

            #expect(stage.navigation.popViewController(animated: true) == nil)
            #expect(stage.navigation.popToViewController(second, animated: true) == nil)
            #expect(stage.navigation.popToRootViewController(animated: false) == nil)
            stage.navigation.setViewControllers([stage.root], animated: true)
            stage.navigation.viewControllers = [stage.root]
            #expect(stage.navigation.viewControllers.map(name(of:)) == ["root", "second", "third"])
            let tail =
                "called on NavigationController#1 while an existing transition or presentation is occurring; the navigation stack will not be updated."
            #expect(
                stage.warnings() == [
                    "popViewControllerAnimated: " + tail, "popToViewController:transition: " + tail,
                    "popToViewController:transition: " + tail,
                    "setViewControllers:animated: " + tail, "setViewControllers:animated: " + tail,
                ])

            runtime.settle()
            #expect(stage.navigation.popViewController(animated: false) != nil, "at rest, the stack changes again")
        }
    }

    /// A presentation or dismissal from the stack refuses its changes; one of the stack itself does not.
    @Test func everyChangeIsRefusedWhileAPresentationFromTheStackRuns() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            stage.navigation.present(stage.screen("sheet"), animated: true)
            _ = stage.events()
            stage.navigation.pushViewController(stage.screen("second"), animated: true)
            #expect(
                stage.warnings() == [
                    "pushViewController:animated: called on NavigationController#1 while an existing transition or presentation is occurring; the navigation stack will not be updated."
                ])
            runtime.settle()

            // Behind a sheet at rest, the stack changes.
            stage.navigation.pushViewController(stage.screen("third"), animated: true)
            #expect(stage.navigation.viewControllers.map(name(of:)) == ["root", "third"])
            runtime.settle()

            // A stack being presented takes its root at once: the ApplicationCoordinator sample
            // presents a navigation controller, then its coordinator sets the root.
            let presented = NavigationController()
            stage.navigation.dismiss(animated: false)
            runtime.settle()
            stage.navigation.present(presented, animated: true)
            _ = stage.events()
            presented.setViewControllers([stage.screen("inside")], animated: false)
            #expect(stage.warnings() == [])
            #expect(presented.viewControllers.map(name(of:)) == ["inside"])
        }
    }

    /// A controller with no transition and no parent reads its presenting controller's: a sheet
    /// at rest sees the push behind it.
    @Test func aSheetReportsTheTransitionOfTheControllerThatPresentsIt() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let sheet = stage.screen("sheet")
            stage.root.present(sheet)
            runtime.settle()
            #expect(sheet.transitionCoordinator == nil)
            stage.navigation.pushViewController(stage.screen("behind"), animated: true)
            #expect(sheet.transitionCoordinator != nil)
            #expect(sheet.transitionCoordinator === stage.navigation.transitionCoordinator)
            #expect(describe(sheet.transitionCoordinator) == "from root to behind")
        }
    }

    @Test func aTabBarControllersChildReportsTheCoordinatorOfItsNavigationChange() {
        let runtime = Runtime()
        runtime.run {
            let two = TwoTabs()
            let window = showInWindow(two.tabs)
            defer { withExtendedLifetime(window) {} }
            let detail = ViewController()
            two.items.pushViewController(detail, animated: true)
            #expect(two.items.transitionCoordinator != nil)
            #expect(detail.transitionCoordinator === two.items.transitionCoordinator)
            #expect(two.tabs.transitionCoordinator == nil, "a parent does not read its children's")
            runtime.settle()
            #expect(detail.transitionCoordinator == nil)
        }
    }
}
