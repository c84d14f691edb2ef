import HeadlessUIKit
import RouterCoordinator
import Testing

/// The original's `RouterTest` (a real navigation controller in a window), ported onto the
/// headless one, plus when each completion runs: when and only when the original runs it.
@Suite struct RouterTests {
    @Test func setRootMakesTheModuleTheWholeStack() {
        let app = Routed()
        app.run {
            let list = Screen("Items"), other = Screen("Other"), detail = Screen("Detail")
            app.router.setRootModule(list)
            #expect(app.stack == ["Screen#1"])
            #expect(!app.navigation.isNavigationBarHidden)

            app.router.push(detail)
            app.settle()
            app.router.setRootModule(other, hideBar: true)
            #expect(app.stack == ["Screen#2"])
            #expect(app.navigation.isNavigationBarHidden)
            #expect(list.parent == nil && detail.parent == nil)

            app.router.setRootModule(nil, hideBar: false)
            #expect(app.stack == ["Screen#2"])
            #expect(app.navigation.isNavigationBarHidden)
        }
    }

    @Test func setRootRunsNoCompletionAndKeepsTheReplacedControllers() {
        let app = Routed()
        weak var weakDetail: Screen?
        app.run {
            var ran = 0
            app.router.setRootModule(Screen("Items"))
            do {
                let detail = Screen("Detail")
                weakDetail = detail
                app.router.push(detail, animated: true) { ran += 1 }
                app.settle()
            }
            app.router.setRootModule(Screen("Login"))
            #expect(app.stack == ["Screen#3"])
            #expect(ran == 0)
            #expect(app.pending == ["Screen#2"])
        }
        #expect(weakDetail != nil)
    }

    @Test func pushShowsTheModuleAndKeepsItsCompletionForLater() {
        let app = Routed()
        app.run {
            var ran = 0
            app.router.setRootModule(Screen("Items"))
            _ = app.events()
            app.router.push(Screen("Detail"), animated: true) { ran += 1 }
            app.settle()
            app.router.push(Screen("More"))
            #expect(app.stack == ["Screen#1", "Screen#2", "Screen#3"])
            #expect(app.pending == ["Screen#2"])
            #expect(ran == 0)
            #expect(
                app.events() == [
                    "NavigationController#1 push: Screen#1 → Screen#2",
                    "NavigationController#1 push: Screen#2 → Screen#3",
                ])
        }
    }

    /// dimaosa's router writes `hideBottomBar` to the controller on every push, so a push without
    /// it clears a flag the controller set itself.
    @Test func pushHidesTheBottomBarOnlyWhenAsked() {
        let app = Routed()
        app.run {
            let items = NavigationController(), settings = NavigationController()
            let tabs = TabBarController(viewControllers: [items, settings])
            let tabRouter = RouterImp(rootController: items)
            app.router.setRootModule(tabs, hideBar: true)
            tabRouter.setRootModule(Screen("Items"))

            let detail = Screen("Detail")
            detail.hidesBottomBarWhenPushed = true
            tabRouter.push(detail)
            app.settle()
            #expect(!detail.hidesBottomBarWhenPushed)
            #expect(!tabs.tabBar.isHidden)

            let hiding = Screen("Hiding")
            tabRouter.push(hiding, hideBottomBar: true)
            #expect(hiding.hidesBottomBarWhenPushed)
            #expect(tabs.controllerHidingTabBar === hiding)
            #expect(tabs.tabBar.isHidden)
            app.settle()

            tabRouter.popModule()
            #expect(!tabs.tabBar.isHidden)
        }
    }

    @Test func pushRefusesANavigationControllerAndNothing() {
        let app = Routed()
        app.run {
            var ran = 0
            app.router.setRootModule(Screen("Items"))
            _ = app.events()
            app.router.push(NavigationController(rootViewController: Screen("Inner")), animated: true) { ran += 1 }
            app.router.push(nil, animated: true) { ran += 1 }
            #expect(app.stack == ["Screen#1"])
            #expect(app.pending.isEmpty)
            #expect(
                app.events() == [
                    "NavigationController#2 set (not animated): nothing → Screen#2",
                    "warning: Deprecated push UINavigationController. RouterImp#1 did not push NavigationController#2",
                ])
        }
    }

    @Test func popModuleRunsTheCompletionOnce() {
        let app = Routed()
        app.run {
            var ran = 0
            app.router.setRootModule(Screen("Items"))
            app.router.push(Screen("Detail"), animated: true) { ran += 1 }
            app.settle()
            _ = app.events()

            app.router.popModule()
            #expect(app.stack == ["Screen#1"])
            #expect(ran == 1)
            #expect(app.pending.isEmpty)
            app.settle()
            app.router.popModule()
            #expect(ran == 1)
            #expect(
                app.events() == [
                    "NavigationController#1 pop: Screen#2 → Screen#1",
                    "RouterImp#1 runs the completion for Screen#2 (popModule)",
                ])
        }
    }

    @Test func popModuleOfAControllerWithoutACompletionOnlyPops() {
        let app = Routed()
        app.run {
            var ran = 0
            app.router.setRootModule(Screen("Items"))
            app.router.push(Screen("Detail"), animated: true) { ran += 1 }
            app.router.push(Screen("More"))
            app.router.popModule(animated: false)
            #expect(app.stack == ["Screen#1", "Screen#2"])
            #expect(ran == 0)
            #expect(app.pending == ["Screen#2"])
        }
    }

    @Test func popToRootRunsTheCompletionOfEachPoppedController() {
        let app = Routed()
        app.run {
            var ran: [String] = []
            app.router.setRootModule(Screen("Items"))
            app.router.push(Screen("A"), animated: true) { ran.append("A") }
            app.settle()
            app.router.push(Screen("B"))
            app.settle()
            app.router.push(Screen("C"), animated: true) { ran.append("C") }
            app.settle()
            _ = app.events()

            app.router.popToRootModule(animated: false)
            #expect(app.stack == ["Screen#1"])
            #expect(ran == ["A", "C"])
            #expect(app.pending.isEmpty)
            #expect(
                app.events() == [
                    "NavigationController#1 pop to (not animated): Screen#4 → Screen#1",
                    "RouterImp#1 runs the completion for Screen#2 (popToRootModule)",
                    "RouterImp#1 runs the completion for Screen#4 (popToRootModule)",
                ])
        }
    }

    @Test func presentShowsTheModuleModally() {
        let app = Routed()
        app.run {
            let detail = Screen("Detail")
            app.router.setRootModule(Screen("Items"))
            app.router.present(nil)
            #expect(app.navigation.presentedViewController == nil)
            app.router.present(detail)
            #expect(app.navigation.presentedViewController === detail)
            #expect(detail.presentingViewController === app.navigation)
        }
    }

    /// How the original starts a flow with its own router: the router is the module.
    @Test func presentingARouterPresentsItsNavigationController() {
        let app = Routed()
        app.run {
            app.router.setRootModule(Screen("Items"))
            let createNavigation = NavigationController()
            let createRouter = RouterImp(rootController: createNavigation)
            app.router.present(createRouter)
            app.settle()
            createRouter.setRootModule(Screen("Create"))
            #expect(createRouter.toPresent() === createNavigation)
            #expect(app.navigation.presentedViewController === createNavigation)
            #expect(app.screen.window.visibleViewController?.title == "Create")
        }
    }

    @Test func dismissRemovesThePresentedModuleThenRunsItsCompletion() {
        let app = Routed()
        app.run {
            app.router.setRootModule(Screen("Items"))
            app.router.present(Screen("Detail"))
            app.settle()
            var presentedInCompletion: [String?] = []
            app.router.dismissModule(animated: false) {
                presentedInCompletion.append(app.navigation.presentedViewController?.objectName)
            }
            app.settle()
            #expect(presentedInCompletion == [nil])
            #expect(app.navigation.presentedViewController == nil)
            app.router.dismissModule()
            #expect(app.screen.window.visibleViewController?.title == "Items")
        }
    }

    @Test func theBackButtonRunsNoCompletionWithoutTheDelegate() {
        let app = Routed()
        app.run {
            var ran = 0
            app.router.setRootModule(Screen("Items"))
            app.router.push(Screen("Detail"), animated: true) { ran += 1 }
            app.settle()
            #expect(app.navigation.delegate == nil)

            app.navigation.popViewController(animated: true)
            app.settle()
            #expect(app.stack == ["Screen#1"])
            #expect(ran == 0)
            #expect(app.pending == ["Screen#2"])
            #expect(app.live("Screen") == ["Screen#1", "Screen#2"])
        }
    }

    @Test func theBackButtonRunsTheCompletionWithTheDelegate() {
        let app = Routed(isNavigationDelegate: true)
        app.run {
            var ran = 0
            #expect(app.navigation.delegate === app.router)
            #expect(app.router.isNavigationDelegate)
            app.router.setRootModule(Screen("Items"))
            app.router.push(Screen("Detail"), animated: true) { ran += 1 }
            app.settle()
            app.router.push(Screen("More"), animated: true) { ran += 10 }
            app.settle()
            #expect(ran == 0)
            _ = app.events()

            app.navigation.popViewController(animated: true)
            app.settle()
            #expect(ran == 10)
            #expect(app.pending == ["Screen#2"])
            #expect(
                app.events() == [
                    "NavigationController#1 pop: Screen#3 → Screen#2",
                    "Router#1 runs the completion for Screen#3 (didShow: it left the stack)",
                ])
        }
    }

    @Test func withTheDelegatePopModuleStillRunsTheCompletionOnce() {
        let app = Routed(isNavigationDelegate: true)
        app.run {
            var ran: [String] = []
            app.router.setRootModule(Screen("Items"))
            app.router.push(Screen("Animated"), animated: true) { ran.append("animated") }
            app.settle()
            app.router.popModule(animated: true)
            app.settle()
            app.router.push(Screen("Still"), animated: false) { ran.append("still") }
            _ = app.events()
            app.router.popModule(animated: false)
            app.router.popToRootModule(animated: true)
            #expect(ran == ["animated", "still"])
            #expect(
                app.events() == [
                    "NavigationController#1 pop (not animated): Screen#3 → Screen#1",
                    "Router#1 runs the completion for Screen#3 (popModule)",
                ])
        }
    }

    @Test func aPopWithoutAnimationBehindTheRoutersBackIsMissedEvenWithTheDelegate() {
        let app = Routed(isNavigationDelegate: true)
        app.run {
            var ran = 0
            app.router.setRootModule(Screen("Items"))
            app.router.push(Screen("Detail"), animated: true) { ran += 1 }
            app.navigation.popViewController(animated: false)
            #expect(ran == 0)
            #expect(app.pending == ["Screen#2"])
        }
    }

    /// MacCallum's rule reads only the transition's `from`: popping two at once behind the
    /// router's back runs only the old top's completion.
    @Test func aDeepPopBehindTheRoutersBackRunsOnlyTheOldTopsCompletion() {
        let app = Routed(isNavigationDelegate: true)
        app.run {
            var ran: [String] = []
            app.router.setRootModule(Screen("Items"))
            app.router.push(Screen("A"), animated: true) { ran.append("A") }
            app.settle()
            app.router.push(Screen("B"), animated: true) { ran.append("B") }
            app.settle()
            app.navigation.popToRootViewController(animated: true)
            app.settle()
            #expect(ran == ["B"])
            #expect(app.pending == ["Screen#2"])
        }
    }

    @Test func pushingOverAControllerIsNotLeavingIt() {
        let app = Routed(isNavigationDelegate: true)
        app.run {
            var ran = 0
            app.router.setRootModule(Screen("Items"))
            app.router.push(Screen("A"), animated: true) { ran += 1 }
            app.router.push(Screen("B"), animated: true)
            app.router.setRootModule(Screen("Login"))
            #expect(ran == 0)
            #expect(app.pending == ["Screen#2"])
        }
    }

    @Test func aScreenIsItsOwnModuleAndARouterIsItsNavigationController() {
        Runtime().run {
            let screen = Screen("Items"), navigation = NavigationController()
            let router = RouterImp(rootController: navigation)
            #expect(screen.toPresent() === screen)
            #expect(router.toPresent() === navigation)
            #expect(router.objectKind == "router")
            #expect(router.next == nil)
            #expect(navigation.delegate == nil)
        }
    }
}
