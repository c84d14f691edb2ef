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
enum CoordinatorTreeRenderer {
    static func lines(of snapshot: AppSnapshot) -> [String] {
        let nodes = snapshot.coordinators
        guard !nodes.isEmpty else { return [] }
        return TreeWalk.draw(
            [0], children: { nodes[$0].children },
            lines: { index in
                let coordinator = nodes[index]
                var head = coordinator.id.description
                if let root = coordinator.root { head += "  root \(root)" }
                if coordinator.isActive { head += "  ◀ active" }
                var lines = [head]
                if coordinator.ownsScreens { lines.append("screens: " + screenList(coordinator)) }
                if !coordinator.queued.isEmpty { lines.append("queued: " + coordinator.queued.joined(separator: ", ")) }
                return lines
            })
    }

    /// `HomeViewController#1, ProductViewController#2 (stale)`
    static func screenList(_ coordinator: AppSnapshot.CoordinatorNode) -> String {
        guard !coordinator.screens.isEmpty else { return "none" }
        let stale = Set(coordinator.stale)
        return coordinator.screens.map { $0.description + (stale.contains($0) ? " (stale)" : "") }
            .joined(separator: ", ")
    }
}
