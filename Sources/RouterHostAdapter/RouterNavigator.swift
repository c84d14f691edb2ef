import HeadlessUIKit
import PlaygroundHost
import RouterCoordinator

/// The programmer's commands through the router that shows the visible screen (the
/// ApplicationCoordinator README's style): `push`, `popModule`, `popToRootModule`, `present`,
/// `dismissModule`. A router keeps no list of its own and has no pop to a given screen; its pops
/// run the completions kept for the controllers they pop.
package struct RouterNavigator: ScreenNavigator {
    let router: any RouterProtocol
    let node: RouterNode

    /// The router whose navigation controller holds `screen` (or presents it), as the first
    /// coordinator under `top` that uses it holds it (a child pushed on a shared router uses its
    /// parent's), in the order `tree` draws them.
    package init(showing screen: ViewController, under top: any CoordinatorNode) throws(AppRefusal) {
        let holder = screen.navigationController ?? screen.presentingViewController
        var pending: [any CoordinatorNode] = [top]
        while let coordinator = pending.popLast() {
            pending.append(contentsOf: coordinator.children.reversed())
            guard let node = coordinator.router, holder === node.navigationController, let router = node.object as? any RouterProtocol
            else { continue }
            self.router = router
            self.node = node
            return
        }
        throw AppRefusal("no router shows \(screen.objectName): no coordinator of the app put it where it is")
    }

    package var name: String { node.object.objectName }
    private var navigation: NavigationController { node.navigationController }

    package func push(_ screen: ViewController) -> String {
        router.push(screen)
        return "\(name) pushed \(screen.describedForLines)"
    }

    package func pop() throws(AppRefusal) -> NavigationStep {
        guard navigation.viewControllers.count >= 2, let top = navigation.topViewController else {
            throw AppRefusal("\(navigation.objectName), \(name)'s stack, has one screen: popModule would pop nothing")
        }
        var line = "\(name) popped \(top.describedForLines) (popModule)"
        if node.pendingCompletions.contains(where: { $0 === top }) { line += " and ran the completion it kept for it" }
        return NavigationStep(line: line) { router.popModule() }
    }

    package var popToRefusal: String? {
        "a router has no pop to a given screen: `pop` goes back one (popModule), `pop root` to the first (popToRootModule)"
    }

    package func pop(to target: ViewController) throws(AppRefusal) -> NavigationStep {
        throw AppRefusal(popToRefusal ?? "")
    }

    package func popToRoot() throws(AppRefusal) -> NavigationStep {
        guard navigation.viewControllers.count >= 2, let first = navigation.viewControllers.first else {
            throw AppRefusal("\(navigation.objectName), \(name)'s stack, has one screen: popToRootModule would pop nothing")
        }
        let popped = navigation.viewControllers.dropFirst()
        let completions = popped.filter { controller in node.pendingCompletions.contains { $0 === controller } }
        var line = "\(name) popped back to \(first.describedForLines) (popToRootModule)"
        if !completions.isEmpty { line += " and ran the completions it kept for \(completions.map(\.objectName).joined(separator: ", "))" }
        return NavigationStep(line: line) { router.popToRootModule(animated: true) }
    }

    package func presentRefusal(for screen: ViewController) -> PresentRefusal? {
        navigation.presentRefusal(for: screen)
    }

    package func present(_ screen: ViewController) -> String {
        router.present(screen)
        return "\(name) presented \(screen.describedForLines)"
    }

    package func dismiss() throws(AppRefusal) -> NavigationStep {
        guard let leaving = navigation.presentedViewController ?? (navigation.presentingViewController != nil ? navigation : nil) else {
            throw AppRefusal(
                "nothing to dismiss: \(navigation.objectName), \(name)'s navigation controller, neither presents nor is presented")
        }
        return NavigationStep(line: "\(name) dismissed \(leaving.describedForLines) (dismissModule)") { router.dismissModule() }
    }

    package var poppableScreens: [ViewController] { [] }

    /// A router sees a pop only as its navigation controller's delegate, and then only one it can
    /// read the transition of (MacCallum's fix).
    package static func noticing(barePopOf navigation: NavigationController, animated: Bool) -> String {
        let delegate = (navigation.delegate as? Responder)?.objectName
        switch (delegate, animated) {
        case (let router?, true): return "animated: \(router), its delegate, sees it leave and runs the completion kept for it"
        case (let router?, false): return "unanimated: \(router), its delegate, has no transition to read and sees nothing"
        case (nil, _): return (animated ? "animated" : "unanimated") + ": no router is its delegate, so none sees it"
        }
    }
}
