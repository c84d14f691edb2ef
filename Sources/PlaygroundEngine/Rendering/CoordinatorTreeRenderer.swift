import HeadlessUIKit

/// `tree`: the coordinator hierarchy from the top, each coordinator with its root controller,
/// whether it is the active one on that root, the screens it owns (stale ones marked) and the
/// messages waiting in its queue.
///
///     AppCoordinator#1  root NavigationController#1
///     │  screens: none
///     ├─ CatalogCoordinator#1  root NavigationController#1  ◀ active
///     │     screens: HomeViewController#1, ProductViewController#1
///     └─ AccountCoordinator#1  root NavigationController#2  ◀ active
///           screens: LoginViewController#1
///
/// In the router style a coordinator shows its router instead of a root, and the controllers
/// whose completion that router still keeps, once, under the first coordinator that uses it:
///
///     SettingsCoordinator#1  router RouterImp#3 (NavigationController#3)
///     │  completion pending for AccountViewController#1 (not on the stack)
///     └─ AccountCoordinator#1  router RouterImp#3  (the playground's)
///
/// (a coordinator the original app lacks says it is the playground's), and, last, whose router class the app runs: `routers: RouterImp, Panov's
/// ApplicationCoordinator (5607964)`.
enum CoordinatorTreeRenderer {
    static func lines(of snapshot: AppSnapshot) -> [String] {
        let nodes = snapshot.coordinators
        guard !nodes.isEmpty else { return [] }
        // Nodes are stored depth first, parents before children, as the tree is drawn.
        var firstUse: [ObjectName: Int] = [:]
        for (index, node) in nodes.enumerated() {
            if let router = node.router, firstUse[router.id] == nil { firstUse[router.id] = index }
        }
        var origins: [String] = []
        for origin in nodes.compactMap(\.router?.origin) where !origins.contains(origin) { origins.append(origin) }
        return TreeWalk.draw(
            [0], children: { nodes[$0].children },
            lines: { index in
                let coordinator = nodes[index]
                var head = coordinator.id.description
                if let router = coordinator.router {
                    head += "  router \(router.id)"
                    if firstUse[router.id] == index { head += " (\(describe(router)))" }
                } else if let root = coordinator.root {
                    head += "  root \(root)"
                }
                if coordinator.isActive == true { head += "  ◀ active" }
                if coordinator.isPlaygroundAddition { head += "  (the playground's)" }
                var lines = [head]
                if let router = coordinator.router, firstUse[router.id] == index {
                    let offStack = Set(router.pendingOffStack)
                    for controller in router.pendingCompletions {
                        lines.append("completion pending for \(controller)" + (offStack.contains(controller) ? " (not on the stack)" : ""))
                    }
                }
                if coordinator.ownsScreens { lines.append("screens: " + screenList(coordinator)) }
                if !coordinator.queued.isEmpty { lines.append("queued: " + coordinator.queued.joined(separator: ", ")) }
                return lines
            })
            + origins.map { "routers: \($0)" }
    }

    /// `NavigationController#1, bar hidden, its delegate`
    static func describe(_ router: AppSnapshot.RouterInfo) -> String {
        var parts = [router.navigationController.description]
        if router.hidesNavigationBar { parts.append("bar hidden") }
        if router.isNavigationDelegate { parts.append("its delegate") }
        return parts.joined(separator: ", ")
    }

    /// `HomeViewController#1, ProductViewController#2 (stale)`
    static func screenList(_ coordinator: AppSnapshot.CoordinatorNode) -> String {
        guard !coordinator.screens.isEmpty else { return "none" }
        let stale = Set(coordinator.stale)
        return coordinator.screens.map { $0.description + (stale.contains($0) ? " (stale)" : "") }
            .joined(separator: ", ")
    }
}
