import HeadlessUIKit
import RouterCoordinator
import Testing

/// Each author's router as its own class: Panov's `RouterImp` (5607964) is no navigation
/// controller delegate, dimaosa's `Router` (6684803) makes itself one in `init`. The same Back
/// leaves a completion pending with the first and runs it with the second.
@Suite struct TwoRoutersTests {
    @Test func onlyDimaosasRouterIsItsNavigationControllersDelegate() {
        let runtime = Runtime()
        runtime.run {
            let panovs = NavigationController(), dimaosas = NavigationController()
            let routerImp = RouterImp(rootController: panovs)
            let router = Router(rootController: dimaosas)
            #expect(panovs.delegate == nil && !routerImp.isNavigationDelegate)
            #expect(dimaosas.delegate === router && router.isNavigationDelegate)
            #expect(RouterImp.origin == "RouterImp, Panov's ApplicationCoordinator (5607964)")
            #expect(Router.origin == "Router, dimaosa's fork (6684803), its navigation controller's delegate")
        }
    }

    @Test func backLeavesTheCompletionWithRouterImpAndRunsItWithRouter() {
        for delegate in [false, true] {
            let app = Routed(isNavigationDelegate: delegate)
            app.run {
                var ran = 0
                app.router.setRootModule(Screen("Items"))
                app.router.push(Screen("Detail"), animated: true) { ran += 1 }
                app.settle()
                _ = app.events()
                app.navigation.popViewController(animated: true)
                app.settle()
                #expect(ran == (delegate ? 1 : 0))
                #expect(app.pending == (delegate ? [] : ["Screen#2"]))
                #expect(
                    app.events().filter { $0.contains("runs the completion") }
                        == (delegate ? ["Router#1 runs the completion for Screen#2 (didShow: it left the stack)"] : []))
            }
        }
    }
}
