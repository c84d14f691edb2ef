/// `stack`: every navigation stack and everything presented, from the window down, with the
/// coordinator each controller reports to and the visible screen marked.
///
///     Window#1
///     └─ NavigationController#1  → AppCoordinator#1
///        ├─ [0] HomeViewController#1 "Home"
///        └─ [1] ProductViewController#1 "Wool Coat"  ◀ visible
enum StackRenderer {
    /// The window, or a controller with how its parent holds it.
    private enum Item {
        case window
        case controller(Int, Role)
    }

    private enum Role {
        case root, child, presented
        case stack(index: Int)
    }

    static func lines(of snapshot: AppSnapshot) -> [String] {
        let nodes = snapshot.controllers
        return TreeWalk.draw(
            [Item.window], children: { children(of: $0, in: nodes) },
            lines: { item in
                switch item {
                case .window: [snapshot.window.description + (nodes.isEmpty ? "  (no root view controller)" : "")]
                case .controller(let index, let role): [describe(index, role, in: snapshot)]
                }
            })
    }

    private static func children(of item: Item, in nodes: [AppSnapshot.ControllerNode]) -> [Item] {
        switch item {
        case .window:
            return nodes.isEmpty ? [] : [.controller(0, .root)]
        case .controller(let index, _):
            let node = nodes[index]
            var items = node.children.enumerated().map { position, child in
                Item.controller(child, node.isNavigation ? .stack(index: position) : .child)
            }
            if let presented = node.presented { items.append(.controller(presented, .presented)) }
            return items
        }
    }

    private static func describe(_ index: Int, _ role: Role, in snapshot: AppSnapshot) -> String {
        let node = snapshot.controllers[index]
        var text: String
        switch role {
        case .root, .child: text = snapshot.describe(node)
        case .stack(let index): text = "[\(index)] " + snapshot.describe(node)
        case .presented: text = "presents " + snapshot.describe(node)
        }
        if let coordinator = node.parentCoordinator { text += "  → \(coordinator)" }
        if node.id == snapshot.visible { text += "  ◀ visible" }
        return text
    }
}
