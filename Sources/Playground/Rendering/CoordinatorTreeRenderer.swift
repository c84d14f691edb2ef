import Coordinator
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
enum CoordinatorTreeRenderer {
    static func lines(from top: any Coordinating) -> [String] {
        TreeWalk.draw([top], children: \.children) { coordinator in
            var head = coordinator.objectName
            if let root = coordinator.rootController { head += "  root \(root.objectName)" }
            if coordinator.isActive { head += "  ◀ active" }
            var lines = [head]
            if coordinator is NavigationCoordinator {
                lines.append("screens: " + screenList(coordinator))
            }
            let queued = coordinator.queuedMessageNames
            if !queued.isEmpty { lines.append("queued: " + queued.joined(separator: ", ")) }
            return lines
        }
    }

    /// `HomeViewController#1, ProductViewController#2 (stale)`
    static func screenList(_ coordinator: any Coordinating) -> String {
        let screens = coordinator.ownScreens
        guard !screens.isEmpty else { return "none" }
        let stale = Set(coordinator.staleScreens.map(ObjectIdentifier.init))
        return screens.map { $0.objectName + (stale.contains(ObjectIdentifier($0)) ? " (stale)" : "") }
            .joined(separator: ", ")
    }
}
