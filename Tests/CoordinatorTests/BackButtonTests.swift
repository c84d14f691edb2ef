import Coordinator
import HeadlessUIKit
import Testing

/// The library's Back-button detection (`navigationController(_:didShow:animated:)`), branch by
/// branch. The user's Back button is an animated pop.
@Suite struct BackButtonTests {
    @Test func aParentOwnsTheTopWhenAChildWithNoScreensLeftIsPoppedPast() {
        let app = Launched()
        app.run {
            let a = Screen(), b = Screen()
            app.top.root(a)
            app.top.show(b)
            app.settle()
            let child = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: child)
            #expect(app.navigation.delegate === child)

            app.navigation.popViewController(animated: true)
            app.settle()

            #expect(app.top.finishedChildren == [child.objectName])
            #expect(app.top.childCoordinators.isEmpty)
            #expect(app.navigation.delegate === app.top)
            #expect(app.navigation.parentCoordinator === app.top)
            #expect(app.top.poppedBackTo == [a.objectName])
            // The parent never saw the pop: its own list still has `b`, stale.
            #expect(names(app.top.viewControllers) == names([a, b]))
            #expect(names(app.top.staleViewControllers) == [b.objectName])
        }
    }

    @Test func nothingHappensWhenTheShownScreenIsAlreadyTheLastOwnScreen() {
        let app = Launched()
        app.run {
            app.top.root(Screen())
            let child = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: child)
            let x = Screen(), y = Screen()
            child.show(x)
            app.settle()
            child.show(y)
            app.settle()
            // Someone pushes past the coordinator's back (a mistake the library tolerates).
            app.navigation.pushViewController(Screen(), animated: true)
            app.settle()

            app.navigation.popViewController(animated: true)
            app.settle()

            #expect(names(child.viewControllers) == names([x, y]))
            #expect(child.poppedBackTo.isEmpty)
            #expect(app.top.finishedChildren.isEmpty)
            #expect(child.parent === app.top)
        }
    }

    @Test func aChildFinishesWhenTheShownScreenIsNotOneOfItsOwn() {
        let app = Launched()
        app.run {
            let a = Screen()
            app.top.root(a)
            let child = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: child)
            child.show(Screen())
            app.settle()

            app.navigation.popViewController(animated: true)
            app.settle()

            #expect(app.top.finishedChildren == [child.objectName])
            #expect(child.parent == nil)
            #expect(child.viewControllers.isEmpty)
            #expect(names(app.navigation.viewControllers) == [a.objectName])
            #expect(app.top.poppedBackTo == [a.objectName])
            #expect(app.navigation.parentCoordinator === app.top)
        }
    }

    @Test func theListIsTrimmedAndHandlePopBackIsCalledOnAPopWithinTheCoordinator() {
        let app = Launched()
        app.run {
            let x = Screen(), y = Screen(), z = Screen()
            app.top.root(x)
            app.top.show(y)
            app.settle()
            app.top.show(z)
            app.settle()

            app.navigation.popViewController(animated: true)
            app.settle()
            #expect(names(app.top.viewControllers) == names([x, y]))
            #expect(app.top.poppedBackTo == [y.objectName])

            app.top.show(Screen())
            app.settle()
            app.navigation.popToViewController(x, animated: true)
            app.settle()
            #expect(names(app.top.viewControllers) == [x.objectName])
            #expect(app.top.poppedBackTo == [y.objectName, x.objectName])
        }
    }

    @Test func aPushIsNotMistakenForAPop() {
        let app = Launched()
        app.run {
            app.top.root(Screen())
            app.top.show(Screen())
            app.settle()
            #expect(app.top.viewControllers.count == 2)
            #expect(app.top.poppedBackTo.isEmpty)
        }
    }

    @Test func aNonAnimatedPopIsIgnoredAndLeavesTheListStale() {
        let app = Launched()
        app.run {
            let x = Screen(), y = Screen()
            app.top.root(x)
            app.top.show(y)
            app.settle()

            app.navigation.popViewController(animated: false)

            #expect(names(app.navigation.viewControllers) == [x.objectName])
            #expect(names(app.top.viewControllers) == names([x, y]))
            #expect(names(app.top.staleViewControllers) == [y.objectName])
            #expect(app.top.poppedBackTo.isEmpty)
        }
    }
}
