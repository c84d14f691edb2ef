import Coordinator
import HeadlessUIKit
import Testing

/// Who takes the navigation controller when a child coordinator finishes.
@Suite struct CoordinatorDidFinishTests {
    @Test func theParentReactivatesItselfWhenItOwnsTheTop() {
        let app = Launched()
        app.run {
            let a = Screen()
            app.top.root(a)
            let child = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: child)
            child.show(Screen())
            app.settle()
            #expect(app.navigation.parentCoordinator === child)

            app.navigation.popViewController(animated: true)
            app.settle()

            #expect(app.navigation.parentCoordinator === app.top)
            #expect(app.navigation.delegate === app.top)
            #expect(app.top.poppedBackTo == [a.objectName])
        }
    }

    @Test func aSiblingThatOwnsTheTopIsReactivated() {
        let app = Launched()
        app.run {
            app.top.root(Screen())
            let first = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: first)
            let x = Screen()
            first.show(x)
            app.settle()
            let second = OtherChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: second)
            second.show(Screen())
            app.settle()
            #expect(app.navigation.delegate === second)

            app.navigation.popViewController(animated: true)
            app.settle()

            #expect(app.top.finishedChildren == [second.objectName])
            #expect(Array(app.top.childCoordinators.keys) == ["ChildCoordinator"])
            #expect(app.navigation.delegate === first)
            #expect(app.navigation.parentCoordinator === first)
            #expect(first.poppedBackTo == [x.objectName])
            #expect(app.top.poppedBackTo.isEmpty)
        }
    }

    @Test func whenNobodyOwnsTheTopTheFinishTravelsUpTwoLevels() {
        let app = Launched()
        app.run {
            let a = Screen()
            app.top.root(a)
            let child = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: child)
            child.show(Screen())
            app.settle()
            let grandchild = GrandchildCoordinator(rootViewController: app.navigation)
            child.startChild(coordinator: grandchild)
            grandchild.show(Screen())
            app.settle()
            #expect(app.navigation.viewControllers.count == 3)

            app.navigation.popToViewController(a, animated: true)
            app.settle()

            #expect(child.finishedChildren == [grandchild.objectName])
            #expect(app.top.finishedChildren == [child.objectName])
            #expect(app.top.childCoordinators.isEmpty)
            #expect(child.childCoordinators.isEmpty)
            #expect(app.navigation.parentCoordinator === app.top)
            #expect(app.top.poppedBackTo == [a.objectName])
            #expect(names(app.navigation.viewControllers) == [a.objectName])
        }
    }
}
