import Coordinator
import HeadlessUIKit
import Testing

/// The coordinatingResponder chain, from wherever a message can start.
@Suite struct ChainTests {
    @Test func fromAButtonDeepInAScreenToTheAppDelegate() {
        let app = Launched()
        app.run {
            let screen = Screen()
            app.top.root(screen)
            let card = View(), row = View()
            let button = Button(title: "Go", identifier: "go")
            screen.view.addSubview(card)
            card.addSubview(row)
            row.addSubview(button)

            let chain = names(button.coordinatingChain)

            #expect(
                chain == [
                    button.objectName, row.objectName, card.objectName, screen.view.objectName,
                    screen.objectName, app.navigation.objectName, app.top.objectName,
                    app.sceneDelegate.objectName, app.window.objectName, app.application.objectName,
                    app.appDelegate.objectName,
                ])
            let delivery = app.deliver(Ping(), from: button)
            #expect(!delivery.isHandled)
            #expect(delivery.hops.count == chain.count)
            #expect(app.appDelegate.received == ["ping"])
        }
    }

    /// Apple's UIResponder `next` page: "UIWindow returns the application object". No scene
    /// between them.
    @Test func theWindowsNextResponderIsTheApplication() {
        let app = Launched()
        app.run {
            #expect(app.window.next === app.application)
            #expect(!app.window.coordinatingChain.contains { $0 === app.application.connectedScenes[0] })
        }
    }

    @Test func eachStopSaysWhichRuleLedThere() {
        let app = Launched()
        app.run {
            let screen = Screen()
            app.top.root(screen)
            let button = Button(title: "Go", identifier: "go")
            screen.view.addSubview(button)

            let links = button.coordinatingLinks(loadingViews: true)

            #expect(links.map(\.responder).map(\.objectName) == names(button.coordinatingChain))
            #expect(
                links.map(\.rule) == [
                    nil, .next, .next, .parent, .parentCoordinator, .overridden,
                    .overridden, .next, .next,
                ])
        }
    }

    @Test func aChainWalkedWithoutLoadingViewsEndsAtAControllerWhoseViewIsNotLoaded() {
        let app = Launched()
        app.run {
            let loose = Screen()

            #expect(loose.coordinatingLinks(loadingViews: false).map(\.responder).map(\.objectName) == [loose.objectName])
            #expect(!loose.isViewLoaded)
            #expect(names(loose.coordinatingChain) == [loose.objectName])
            #expect(loose.isViewLoaded)
        }
    }

    @Test func aControllerPresentedWithoutACoordinatorGoesThroughItsPresenter() {
        let app = Launched()
        app.run {
            app.top.root(Screen())
            let modal = Screen()
            app.navigation.present(modal, animated: true)
            app.settle()

            #expect(modal.parentCoordinator == nil)
            #expect(modal.coordinatingResponder === app.navigation)
            #expect(modal.containingCoordinator === app.top)
        }
    }

    @Test func aControllerPresentedByACoordinatorReportsToIt() {
        let app = Launched()
        app.run {
            app.top.root(Screen())
            let modal = NavigationController(rootViewController: Screen())
            app.top.present(modal)
            app.settle()
            let inner = modal.viewControllers[0]

            #expect(names(inner.coordinatingChain).prefix(3) == [inner.objectName, modal.objectName, app.top.objectName])
        }
    }

    @Test func anEmbeddedChildGoesThroughItsParent() {
        let app = Launched()
        app.run {
            let container = Screen()
            app.top.root(container)
            let embedded = Screen()
            container.addChild(embedded)
            container.view.addSubview(embedded.view)

            #expect(embedded.coordinatingResponder === container)
            #expect(embedded.containingCoordinator === app.top)
        }
    }

    @Test func aContentScreenHasNoParentCoordinatorButItsNavigationControllerDoes() {
        let app = Launched()
        app.run {
            let screen = Screen()
            app.top.show(screen)
            app.settle()
            #expect(screen.parentCoordinator == nil)
            #expect(app.navigation.parentCoordinator === app.top)
            #expect(screen.containingCoordinator === app.top)
        }
    }
}

/// Two coordinators on one navigation controller: messages go to whichever activated last.
@Suite struct SharedNavigationControllerTests {
    @Test func aMessageFromTheParentsScreenPassesThroughTheChildThatActivatedLast() {
        let app = Launched()
        app.run {
            let parentScreen = Screen()
            app.top.root(parentScreen)
            let child = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: child)
            child.show(Screen())
            app.settle()

            let hops = app.deliver(Ping(), from: parentScreen).hops.map(\.responder.description)
            #expect(Array(hops.prefix(4)) == [parentScreen.objectName, app.navigation.objectName, child.objectName, app.top.objectName])

            // The user goes back: the child finishes and the parent activates again.
            app.navigation.popViewController(animated: true)
            app.settle()
            let after = app.deliver(Ping(), from: parentScreen).hops.map(\.responder.description)
            #expect(Array(after.prefix(3)) == [parentScreen.objectName, app.navigation.objectName, app.top.objectName])
            #expect(!after.contains(child.objectName))
        }
    }

    @Test func stoppingAChildWithoutReactivatingLeavesTheNavigationControllerWithNoCoordinator() {
        let app = Launched()
        app.run {
            let parentScreen = Screen()
            app.top.root(parentScreen)
            let child = ChildCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: child)

            app.top.stopChild(coordinator: child)

            #expect(app.navigation.parentCoordinator == nil)
            let hops = app.deliver(Ping(), from: parentScreen).hops.map(\.responder.description)
            #expect(!hops.contains(app.top.objectName))
            #expect(hops[2] == app.window.objectName)
        }
    }
}
