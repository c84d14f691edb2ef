import Coordinator
import HeadlessUIKit
import Testing

/// What stays alive: the library's weak links must never keep anything alive, and a stopped
/// coordinator takes its screens with it.
@Suite struct MemoryTests {
    @Test func aStoppedAndReleasedCoordinatorAndItsScreensAreDeallocated() {
        let app = Launched()
        weak var weakChild: ChildCoordinator?
        weak var weakFirst: Screen?
        weak var weakSecond: Screen?
        weak var weakModal: Screen?
        app.run {
            app.top.root(Screen())
            do {
                let child = ChildCoordinator(rootViewController: app.navigation)
                app.top.startChild(coordinator: child)
                let first = Screen(), second = Screen(), modal = Screen()
                child.show(first)
                app.settle()
                child.show(second)
                app.settle()
                child.present(modal)
                app.settle()
                child.dismiss()
                app.settle()
                weakChild = child
                weakFirst = first
                weakSecond = second
                weakModal = modal
            }
            #expect(weakChild != nil)
            #expect(weakSecond != nil)

            app.top.stopChild(coordinator: weakChild!)
        }
        #expect(weakChild == nil)
        #expect(weakFirst == nil)
        #expect(weakSecond == nil)
        #expect(weakModal == nil)
        #expect(!app.runtime.liveObjects.contains { $0.objectName.hasPrefix("ChildCoordinator") })
    }

    @Test func parentCoordinatorIsWeak() {
        let runtime = Runtime()
        weak var weakCoordinator: NavigationCoordinator?
        let navigation = runtime.run { () -> NavigationController in
            let navigation = NavigationController()
            let coordinator = NavigationCoordinator(rootViewController: navigation)
            coordinator.start()
            weakCoordinator = coordinator
            #expect(navigation.parentCoordinator === coordinator)
            return navigation
        }
        #expect(weakCoordinator == nil)
        #expect(navigation.parentCoordinator == nil)
        #expect(navigation.delegate == nil)
    }

    @Test func aChildNeverKeepsItsParentAlive() {
        let runtime = Runtime()
        weak var weakParent: NavigationCoordinator?
        let child = runtime.run { () -> NavigationCoordinator in
            let navigation = NavigationController()
            let parent = NavigationCoordinator(rootViewController: navigation)
            let child = ChildCoordinator(rootViewController: navigation)
            parent.startChild(coordinator: child)
            weakParent = parent
            return child
        }
        #expect(weakParent == nil)
        #expect(child.parent == nil)
    }
}
