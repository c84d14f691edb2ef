import HeadlessUIKit
import Testing

/// Records what a navigation controller tells its delegate, and whether a transition coordinator
/// could be read at that moment.
final class DelegateRecorder: NavigationControllerDelegate {
    var calls: [String] = []
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        calls.append("willShow \(viewController.objectName) \(describe(navigationController.transitionCoordinator))")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        calls.append("didShow \(viewController.objectName) \(describe(navigationController.transitionCoordinator))")
    }
}

@Suite struct NavigationControllerTests {
    @Test func pushAndPopUpdateTheStackAndParentLinks() {
        Runtime().run {
            let a = ViewController(), b = ViewController()
            let navigation = NavigationController(rootViewController: a)
            navigation.pushViewController(b, animated: true)
            #expect(navigation.viewControllers.map(\.objectName) == ["ViewController#1", "ViewController#2"])
            #expect(b.parent === navigation)
            #expect(b.navigationController === navigation)
            #expect(navigation.topViewController === b)

            #expect(navigation.popViewController(animated: true) === b)
            #expect(b.parent == nil)
            #expect(navigation.popViewController(animated: true) == nil)
            #expect(navigation.viewControllers.count == 1)
        }
    }

    @Test func theDelegateIsNotToldWhenTheTopDoesNotChange() {
        Runtime().run {
            let a = ViewController(), b = ViewController(), c = ViewController()
            let navigation = NavigationController(rootViewController: a)
            navigation.pushViewController(b, animated: false)
            navigation.pushViewController(c, animated: false)
            let recorder = DelegateRecorder()
            navigation.delegate = recorder
            navigation.viewControllers = [a, c]
            #expect(recorder.calls.isEmpty)
            #expect(b.parent == nil)
        }
    }

    /// A stack that is not in a window has nothing to animate: even an animated change is over
    /// when the call returns, and its delegate hears nothing until the stack appears
    /// (`OffScreenStackDelegateTests`).
    @Test func aStackNotInAWindowChangesAtOnceEvenWhenAnimated() {
        let runtime = recordingRuntime()
        runtime.run {
            let a = ViewController(), b = ViewController()
            let navigation = NavigationController(rootViewController: a)
            let recorder = DelegateRecorder()
            navigation.delegate = recorder
            _ = runtime.drainEvents()
            navigation.pushViewController(b, animated: true)
            #expect(recorder.calls == [])
            #expect(!runtime.runLoop.hasPendingWork)
            #expect(
                runtime.drainEvents().map(\.summary) == [
                    "NavigationController#1 push (not animated): ViewController#1 → ViewController#2"
                ])
        }
    }

    @Test func appearanceCallbacksFollowTheTopOfAVisibleStack() {
        let runtime = Runtime()
        runtime.run {
            let a = AppearanceRecorder(), b = AppearanceRecorder()
            let navigation = NavigationController(rootViewController: a)
            let window = showInWindow(navigation)
            #expect(a.log == ["willAppear", "didAppear"])

            navigation.pushViewController(b, animated: true)
            #expect(a.log == ["willAppear", "didAppear", "willDisappear"])
            #expect(b.log == ["willAppear"])
            runtime.settle()
            #expect(a.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
            #expect(b.log == ["willAppear", "didAppear"])
            #expect(b.view.superview === navigation.view)
            #expect(a.view.superview == nil)
            #expect(window.visibleViewController === b)
        }
    }
}

final class NoDelegate: ApplicationDelegate {
    func applicationDidFinishLaunching(_ application: Application) {}
}

final class AppearanceRecorder: ViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}
