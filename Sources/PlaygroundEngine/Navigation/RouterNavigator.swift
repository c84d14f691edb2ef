import HeadlessUIKit
import PlaygroundHost
import RouterCoordinator

/// The programmer's commands through the router that shows the visible screen (the
/// ApplicationCoordinator README's style): `push`, `popModule`, `popToRootModule`, `present`,
/// `dismissModule`. A router keeps no list of its own and has no pop to a given screen; its pops
/// run the completions kept for the controllers they pop.
struct RouterNavigator: ScreenNavigator {
    let router: any RouterProtocol
    let node: RouterNode

    private var name: String { node.object.objectName }
    private var navigation: NavigationController { node.navigationController }

    func push(_ screen: ViewController) -> String {
        router.push(screen)
        return "\(name) pushed \(ScreenNames.describe(screen))"
    }

    func pop() throws(CommandError) -> NavigationStep {
        guard navigation.viewControllers.count >= 2, let top = navigation.topViewController else {
            throw CommandError("\(navigation.objectName), \(name)'s stack, has one screen: popModule would pop nothing")
        }
        var line = "\(name) popped \(ScreenNames.describe(top)) (popModule)"
        if node.pendingCompletions.contains(where: { $0 === top }) { line += " and ran the completion it kept for it" }
        return NavigationStep(line: line) { router.popModule() }
    }

    func pop(to typed: String) throws(CommandError) -> NavigationStep {
        throw CommandError(
            "a router has no pop to a given screen: `pop` goes back one (popModule), `pop root` to the first (popToRootModule)")
    }

    func popToRoot() throws(CommandError) -> NavigationStep {
        guard navigation.viewControllers.count >= 2, let first = navigation.viewControllers.first else {
            throw CommandError("\(navigation.objectName), \(name)'s stack, has one screen: popToRootModule would pop nothing")
        }
        let popped = navigation.viewControllers.dropFirst()
        let completions = popped.filter { controller in node.pendingCompletions.contains { $0 === controller } }
        var line = "\(name) popped back to \(ScreenNames.describe(first)) (popToRootModule)"
        if !completions.isEmpty { line += " and ran the completions it kept for \(completions.map(\.objectName).joined(separator: ", "))" }
        return NavigationStep(line: line) { router.popToRootModule(animated: true) }
    }

    func presentRefusal(for screen: ViewController) -> PresentRefusal? {
        navigation.presentRefusal(for: screen)
    }

    func present(_ screen: ViewController) -> String {
        router.present(screen)
        return "\(name) presented \(ScreenNames.describe(screen))"
    }

    func dismiss() throws(CommandError) -> NavigationStep {
        guard let leaving = navigation.presentedViewController ?? (navigation.presentingViewController != nil ? navigation : nil) else {
            throw CommandError(
                "nothing to dismiss: \(navigation.objectName), \(name)'s navigation controller, neither presents nor is presented")
        }
        return NavigationStep(line: "\(name) dismissed \(ScreenNames.describe(leaving)) (dismissModule)") { router.dismissModule() }
    }

    var poppableScreens: [ViewController] { [] }
}

extension LiveApp {
    /// The router whose navigation controller holds the visible screen (or presents it), as the
    /// first coordinator in the tree that uses it holds it (a child pushed on a shared router uses
    /// its parent's).
    func routerNavigator() throws(CommandError) -> RouterNavigator {
        let screen = try requireVisibleScreen()
        let holder = screen.navigationController ?? screen.presentingViewController
        for coordinator in coordinators {
            guard let node = coordinator.router, holder === node.navigationController,
                let router = node.object as? any RouterProtocol
            else { continue }
            return RouterNavigator(router: router, node: node)
        }
        throw CommandError("no router shows \(screen.objectName): no coordinator of the app put it where it is")
    }
}
