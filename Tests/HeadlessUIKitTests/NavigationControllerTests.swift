import HeadlessUIKit
import Testing

/// Records what a navigation controller tells its delegate, and whether a transition record
/// could be read at that moment.
final class DelegateRecorder: NavigationControllerDelegate {
    var calls: [String] = []
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        calls.append("willShow \(viewController.objectName) \(describe(navigationController.transitionCoordinator))")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        calls.append("didShow \(viewController.objectName) \(describe(navigationController.transitionCoordinator))")
    }
    private func describe(_ transition: TransitionRecord?) -> String {
        guard let transition else { return "no transition" }
        return "from \(transition.from?.objectName ?? "nil") to \(transition.to?.objectName ?? "nil")"
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

    @Test func animatedChangesHaveATransitionRecordAndNonAnimatedOnesDoNot() {
        Runtime().run {
            let a = ViewController(), b = ViewController(), c = ViewController()
            let navigation = NavigationController(rootViewController: a)
            let recorder = DelegateRecorder()
            navigation.delegate = recorder

            navigation.pushViewController(b, animated: true)
            navigation.pushViewController(c, animated: false)
            navigation.popToRootViewController(animated: true)

            #expect(
                recorder.calls == [
                    "willShow ViewController#2 from ViewController#1 to ViewController#2",
                    "didShow ViewController#2 from ViewController#1 to ViewController#2",
                    "willShow ViewController#3 no transition",
                    "didShow ViewController#3 no transition",
                    "willShow ViewController#1 from ViewController#3 to ViewController#1",
                    "didShow ViewController#1 from ViewController#3 to ViewController#1",
                ])
            #expect(navigation.transitionCoordinator == nil)
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

    @Test func pushingTheSameControllerTwiceIsRefusedWithAWarning() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let a = ViewController()
            let navigation = NavigationController(rootViewController: a)
            _ = runtime.drainEvents()
            navigation.pushViewController(a, animated: true)
            #expect(navigation.viewControllers.count == 1)
            let events = runtime.drainEvents().map(\.summary)
            #expect(events == ["warning: Pushing the same view controller instance (ViewController#1) more than once is not supported"])
        }
    }

    @Test func appearanceCallbacksFollowTheTopOfAVisibleStack() {
        Runtime().run {
            let scene = Scene(session: SceneSession(), application: Application(delegate: NoDelegate()))
            let window = Window(windowScene: scene)
            let a = AppearanceRecorder(), b = AppearanceRecorder()
            let navigation = NavigationController(rootViewController: a)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            #expect(a.log == ["willAppear", "didAppear"])

            navigation.pushViewController(b, animated: true)
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
