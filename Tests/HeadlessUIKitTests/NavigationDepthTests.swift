import Testing

@testable import HeadlessUIKit

/// Pushing and popping on a deep stack goes through no controller but the one that moves, while
/// every callback and event of a change still happens.
@Suite struct NavigationDepthTests {
    @Test func pushesAndPopsVisitNoControllerBelowTheTop() {
        let runtime = Runtime()
        runtime.run {
            let navigation = NavigationController(rootViewController: ViewController())
            let window = showInWindow(navigation)
            defer { withExtendedLifetime(window) {} }
            let visitedBySetup = navigation.stackControllersVisited
            let delegate = DelegateRecorder()
            navigation.delegate = delegate
            for _ in 0..<5_000 {
                navigation.pushViewController(ViewController(), animated: true)
                runtime.settle()
            }
            for _ in 0..<2_500 {
                navigation.popViewController(animated: true)
                runtime.settle()
            }
            #expect(navigation.stackControllersVisited == visitedBySetup)
            #expect(navigation.viewControllers.count == 2_501)
            #expect(delegate.calls.count == 2 * 7_500)
            #expect(delegate.calls.last == "didShow ViewController#2501 from ViewController#2502 to ViewController#2501")
        }
    }

    @Test func pushingAControllerAlreadyOnADeepStackCrashesWithoutAScan() {
        let runtime = Runtime()
        runtime.run {
            let root = ViewController()
            let navigation = NavigationController(rootViewController: root)
            for _ in 0..<1_000 { navigation.pushViewController(ViewController(), animated: false) }
            let visited = navigation.stackControllersVisited
            navigation.pushViewController(root, animated: true)
            #expect(navigation.stackControllersVisited == visited)
            #expect(
                runtime.crash?.reason.hasPrefix("NavigationController#1 is pushing the same view controller instance (ViewController#1)")
                    == true)
            #expect(navigation.viewControllers.count == 1_001)
            #expect(navigation.topViewController?.objectName == "ViewController#1001")
        }
    }

    /// The same count does see a whole-stack change, so the assertions above can fail.
    @Test func settingTheStackVisitsIt() {
        Runtime().run {
            let navigation = NavigationController(rootViewController: ViewController())
            let before = navigation.stackControllersVisited
            navigation.viewControllers = [ViewController(), ViewController()]
            #expect(navigation.stackControllersVisited == before + 1 + 2)
        }
    }
}
