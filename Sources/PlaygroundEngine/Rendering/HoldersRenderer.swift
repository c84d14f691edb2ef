import HeadlessUIKit

/// `holders OBJECT` and `objects --why`: what keeps an object alive, as a memory graph shows it.
///
///     CartViewController#1 is held by NavigationController#1.children, CartCoordinator#1.viewControllers
///       CartViewController#1
///       ← NavigationController#1.children
///       ← Window#1.rootViewController
///       ← ShopSceneDelegate#1.window
///       ← Scene#1.delegate
///       ← Application#1.connectedScenes
///       Application#1 is a root: UIApplicationMain keeps the application for as long as the app runs
enum HoldersRenderer {
    static let rootReason = "UIApplicationMain keeps the application for as long as the app runs"

    static func lines(for object: Responder, in graph: OwnershipGraph) -> [String] {
        let holders = graph.holders(of: object)
        let name = object.objectName
        if case .root = graph.explain(object), holders.isEmpty { return ["\(name) is a root: \(rootReason)"] }
        var lines = [
            holders.isEmpty
                ? "nothing in the app holds \(name) in a stored property"
                : "\(name) is held by \(holders.map(\.description).joined(separator: ", "))"
        ]
        switch graph.explain(object) {
        case .root:
            lines.append("\(name) is a root: \(rootReason)")
        case .fromRoot(let chain):
            lines.append("the shortest chain of strong references from a root:")
            lines += ["  \(name)"] + chain.map { "  ← \($0.description)" }
            lines.append("  \(chain.last?.object.objectName ?? name) is a root: \(rootReason)")
        case .cycle(let chain):
            lines.append("no chain from a root reaches it: a cycle of strong references keeps it alive")
            lines += ["  \(name)"] + chain.map { "  ← \($0.description)" }
            let closing = chain.last?.object.objectName ?? name
            lines.append("  \(closing) is already in the chain: each keeps the next alive, so none of them is ever freed")
        case .unseenHolder(let chain):
            lines.append("no chain from a root reaches it")
            lines += ["  \(name)"] + chain.map { "  ← \($0.description)" }
            let last = chain.last?.object.objectName ?? name
            lines.append("  nothing holds \(last) in a stored property: a closure that captures it, or code outside the app, keeps it")
        }
        return lines
    }

    /// Every live object, grouped by kind as `objects` groups them, each with the reference that
    /// keeps it alive (the last link of its shortest chain from a root).
    static func objectLines(for groups: [(kind: String, objects: [Responder])], in graph: OwnershipGraph) -> [String] {
        let total = groups.reduce(0) { $0 + $1.objects.count }
        var lines = [
            "\(total) live object\(total == 1 ? "" : "s"), each with the reference that keeps it alive (`holders OBJECT` shows the chain)"
        ]
        // Aligned as one table, so the reasons line up from group to group.
        var rows = Columns.align(groups.flatMap { $0.objects.map { ["  " + $0.objectName, reason(for: $0, in: graph)] } })[...]
        for group in groups {
            lines.append(group.kind)
            lines += rows.prefix(group.objects.count)
            rows = rows.dropFirst(group.objects.count)
        }
        return lines
    }

    private static func reason(for object: Responder, in graph: OwnershipGraph) -> String {
        switch graph.explain(object) {
        case .root: "a root: UIApplicationMain keeps it"
        case .fromRoot(let chain): "← " + (chain.first?.description ?? "")
        case .cycle: "kept by a cycle, not from a root: holders \(object.objectName)"
        case .unseenHolder: "reached from no root: holders \(object.objectName)"
        }
    }
}
