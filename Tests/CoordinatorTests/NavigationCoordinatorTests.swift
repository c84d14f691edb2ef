import Coordinator
import HeadlessUIKit
import Testing

@Suite struct NavigationCoordinatorTests {
    @Test func popWithOneScreenIsANoOp() {
        let app = Launched()
        app.run {
            let a = Screen()
            app.top.root(a)
            app.top.pop()
            app.settle()
            #expect(names(app.top.viewControllers) == [a.objectName])
            #expect(names(app.navigation.viewControllers) == [a.objectName])
        }
    }

    @Test func popToTheLastScreenOrAForeignScreenIsANoOp() {
        let app = Launched()
        app.run {
            let a = Screen(), b = Screen()
            app.top.root(a)
            app.top.show(b)
            app.settle()
            app.top.pop(to: b)
            app.settle()
            app.top.pop(to: Screen())
            app.settle()
            #expect(names(app.top.viewControllers) == names([a, b]))
            #expect(names(app.navigation.viewControllers) == names([a, b]))

            app.top.pop(to: a)
            app.settle()
            #expect(names(app.top.viewControllers) == [a.objectName])
            #expect(names(app.navigation.viewControllers) == [a.objectName])
        }
    }

    @Test func rootReplacesTheWholeStackAndLeavesOtherCoordinatorsStale() {
        let app = Launched()
        app.run {
            let a = Screen(), b = Screen()
            app.top.root(a)
            app.top.show(b)
            app.settle()
            let child = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: child)
            let c = Screen()
            child.root(c)

            #expect(names(app.navigation.viewControllers) == [c.objectName])
            #expect(names(child.viewControllers) == [c.objectName])
            #expect(names(app.top.staleViewControllers) == names([a, b]))
        }
    }

    @Test func topReplacesTheLastScreenOrActsAsRootWithNoScreens() {
        let app = Launched()
        app.run {
            let a = Screen()
            app.top.top(a)
            app.settle()
            #expect(names(app.navigation.viewControllers) == [a.objectName])

            let b = Screen(), c = Screen()
            app.top.show(b)
            app.settle()
            app.top.top(c)
            app.settle()
            #expect(names(app.top.viewControllers) == names([a, c]))
            #expect(names(app.navigation.viewControllers) == names([a, c]))

            let d = Screen()
            app.top.top(d, animated: false)
            app.settle()
            #expect(names(app.top.viewControllers) == names([a, d]))
            #expect(names(app.navigation.viewControllers) == names([a, d]))
            #expect(app.top.poppedBackTo.isEmpty)
        }
    }

    @Test func takeoverPutsTheCoordinatorsOwnScreensBackAsTheStack() {
        let app = Launched()
        app.run {
            let a = Screen(), b = Screen()
            app.top.root(a)
            app.top.show(b)
            app.settle()
            let child = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: child)
            child.root(Screen())
            #expect(app.navigation.parentCoordinator === child)

            app.top.takeover()

            #expect(names(app.navigation.viewControllers) == names([a, b]))
            #expect(app.navigation.parentCoordinator === app.top)
            #expect(app.navigation.delegate === app.top)
        }
    }

    @Test func stopRemovesOnlyTheCoordinatorsOwnScreens() {
        let app = Launched()
        app.run {
            let a = Screen()
            app.top.root(a)
            let child = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: child)
            child.show(Screen())
            app.settle()
            child.show(Screen())
            app.settle()

            app.top.stopChild(coordinator: child)

            #expect(names(app.navigation.viewControllers) == [a.objectName])
            #expect(child.viewControllers.isEmpty)
            #expect(app.navigation.delegate == nil)
        }
    }

    /// radianttap's `stop()` takes its screens off the stack at once; on a device that is refused
    /// while the stack's sheet is being dismissed, and the screens stay. The port waits for the
    /// dismissal's end, as `animate(alongsideTransition:completion:)` lets it.
    @Test func stopWhileTheSheetIsBeingDismissedTakesTheScreensOffWhenTheDismissalEnds() {
        let app = Launched()
        app.runtime.isRecordingEvents = true
        app.run {
            app.top.root(Screen())
            let sheet = NavigationController()
            let child = ChildCoordinator(rootViewController: sheet)
            app.top.startChild(coordinator: child)
            let first = Screen(), second = Screen()
            child.root(first)
            child.show(second)
            app.top.present(sheet)
            app.settle()
            _ = app.runtime.drainEvents()

            app.top.dismiss(animated: true)
            app.top.stopChild(coordinator: child)
            #expect(names(sheet.viewControllers) == names([first, second]), "untouched while the dismissal runs")
            #expect(child.viewControllers.isEmpty)
            app.settle()
            #expect(sheet.viewControllers.isEmpty)
            #expect(app.navigation.presentedViewController == nil)
            #expect(app.runtime.drainEvents().compactMap { ($0 as? Warning)?.message } == [])
        }
    }

    @Test func presentAndDismissGoThroughTheNavigationController() {
        let app = Launched()
        app.run {
            app.top.root(Screen())
            let modal = Screen()
            app.top.present(modal)
            app.settle()
            #expect(app.navigation.presentedViewController === modal)
            #expect(modal.parentCoordinator === app.top)
            app.top.dismiss()
            app.settle()
            #expect(app.navigation.presentedViewController == nil)
            #expect(modal.presentingViewController == nil)
        }
    }

    @Test func childrenAreKeyedByIdentifierInStartOrder() {
        let app = Launched()
        app.run {
            let first = ChildCoordinator(rootViewController: app.navigation)
            let second = OtherChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: second)
            app.top.startChild(coordinator: first)
            #expect(Array(app.top.childCoordinators.keys) == ["OtherChildCoordinator", "ChildCoordinator"])
            #expect(app.top.childCoordinators.child(matching: ChildCoordinator.self) === first)
            #expect(app.top.childCoordinators.child(matching: GrandchildCoordinator.self) == nil)
            #expect(first.parent === app.top)
            #expect(first.isStarted)
        }
    }
}
