import HeadlessUIKit
import Testing

/// What UIKit raises as an exception crashes the app here too: the runtime records a `Crash` with
/// UIKit's exception name and reason, and from then on the model changes nothing.
@Suite struct CrashTests {
    /// The crash a runtime recorded, as the console prints it.
    private func crashLine(_ runtime: Runtime) -> String? {
        runtime.crash?.consoleText
    }

    @Test func pushingTheSameInstanceTwice() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            stage.navigation.pushViewController(stage.root, animated: true)
            #expect(
                crashLine(runtime)
                    == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'NavigationController#1 is pushing the same view controller instance (JournaledScreen#1) more than once which is not supported and is most likely an error in the application'"
            )
        }
    }

    /// Two fast taps push one instance twice: the second push waits for the end of the first,
    /// and crashes there, as the stack traces of such crashes show.
    @Test func aKeptPushOfAnInstanceAlreadyPushedCrashesWhenTheFirstEnds() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let second = stage.screen("second")
            stage.navigation.pushViewController(second, animated: true)
            stage.navigation.pushViewController(second, animated: true)
            #expect(!runtime.hasCrashed)
            runtime.settle()
            #expect(runtime.crash?.name == .invalidArgument)
            #expect(
                runtime.crash?.reason.hasPrefix("NavigationController#1 is pushing the same view controller instance (JournaledScreen#2)")
                    == true)
            #expect(stage.events().last == "crash: " + (crashLine(runtime) ?? ""))
        }
    }

    @Test func pushingANavigationController() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            stage.navigation.pushViewController(NavigationController(), animated: false)
            #expect(
                crashLine(runtime)
                    == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Pushing a navigation controller is not supported'"
            )
        }
    }

    @Test func aStackWithAControllerTwice() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let second = stage.screen("second")
            stage.navigation.setViewControllers([stage.root, second, stage.root], animated: false)
            #expect(
                crashLine(runtime)
                    == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'All view controllers in a navigation controller must be distinct ((JournaledScreen#1, JournaledScreen#2, JournaledScreen#1))'"
            )
            #expect(stage.navigation.viewControllers.map(name(of:)) == ["root"])
        }
    }

    @Test func poppingToAControllerNotOnTheStack() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            #expect(stage.navigation.popToViewController(stage.screen("elsewhere"), animated: true) == nil)
            #expect(
                crashLine(runtime)
                    == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Tried to pop to a view controller that doesn't exist.'"
            )
        }
    }

    @Test func presentingAnActiveControllerOrOneAlreadyPresentedOrItself() {
        func crash(_ act: (Stage) -> Void) -> String? {
            let runtime = Runtime()
            return runtime.run {
                let stage = Stage(runtime)
                act(stage)
                return runtime.crash?.consoleText
            }
        }
        let head = "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
        // A controller with a parent, and a window's root.
        #expect(
            crash { $0.root.present($0.root) } == head + "'Application tried to present modally an active controller JournaledScreen#1.'")
        #expect(
            crash { $0.root.present($0.navigation) } == head
                + "'Application tried to present modal view controller on itself. Presenting controller is NavigationController#1.'"
        )
        #expect(
            crash { stage in
                let other = showInWindow(NavigationController(rootViewController: ViewController()))
                stage.root.present(other.rootViewController!)
            } == head + "'Application tried to present modally an active controller NavigationController#2.'")
        // The same instance twice in one turn (two actions of one tap presenting one picker).
        #expect(
            crash { stage in
                let picker = stage.screen("picker")
                stage.root.present(picker)
                stage.root.present(picker)
            } == head + "'Application tried to present modally an active controller JournaledScreen#2.'")
        // Presented by another controller.
        #expect(
            crash { stage in
                let sheet = stage.screen("sheet"), above = stage.screen("above")
                stage.root.present(sheet, animated: false)
                stage.runtime.settle()
                sheet.present(above, animated: false)
                stage.runtime.settle()
                stage.root.present(above)
            } == head
                + "'Application tried to present modally a view controller JournaledScreen#3 that is already being presented by JournaledScreen#2.'"
        )
    }

    @Test func afterACrashTheModelChangesNothingAndTheRunLoopStops() {
        let runtime = Runtime()
        runtime.run {
            let stage = Stage(runtime)
            let second = stage.screen("second")
            stage.navigation.pushViewController(second, animated: true)
            stage.navigation.pushViewController(NavigationController(), animated: true)
            #expect(runtime.hasCrashed)
            #expect(!runtime.runLoop.hasPendingWork, "the push's end was dropped")
            stage.navigation.pushViewController(stage.screen("third"), animated: false)
            stage.navigation.present(stage.screen("sheet"))
            #expect(stage.navigation.popViewController(animated: false) == nil)
            #expect(stage.navigation.viewControllers.map(name(of:)) == ["root", "second"])
            #expect(stage.navigation.presentedViewController == nil)
            #expect(runtime.settle())
            #expect(stage.journal.take() == ["root willDisappear", "second willAppear"])
        }
    }
}
