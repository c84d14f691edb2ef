import HeadlessUIKit

/// The app as a graph, for `export`, drawn from its snapshot: the coordinator tree, the
/// controller tree from the window, the links between them (roots, parentCoordinator), and the
/// coordinating chain from the visible screen, highlighted. Graphviz and Mermaid writers draw
/// the same graph.
struct AppGraph {
    enum Group: String {
        case coordinators, controllers
        /// Responders only the chain reaches (scene delegate, application…).
        case other
    }

    enum Style { case solid, dashed, dotted }

    struct Node {
        let id: String
        let label: String
        let group: Group
        var isOnChain = false
    }

    struct Edge {
        let from: String
        let to: String
        let label: String?
        var style: Style = .solid
        var isChain = false
    }

    private(set) var nodes: [Node] = []
    private(set) var edges: [Edge] = []
    private var indexByID: [String: Int] = [:]

    init(snapshot: AppSnapshot) {
        for coordinator in snapshot.coordinators {
            add(Node(id: coordinator.id.description, label: coordinator.id.description, group: .coordinators))
        }
        for coordinator in snapshot.coordinators {
            for child in coordinator.children {
                edges.append(Edge(from: coordinator.id.description, to: snapshot.coordinators[child].id.description, label: nil))
            }
        }
        addControllers(of: snapshot)
        for coordinator in snapshot.coordinators {
            if let root = coordinator.root {
                add(Node(id: root.description, label: snapshot.describeScreen(root), group: .controllers))
                edges.append(Edge(from: coordinator.id.description, to: root.description, label: "root", style: .dashed))
            }
            for stale in coordinator.stale {
                add(Node(id: stale.description, label: snapshot.describeScreen(stale), group: .controllers))
                edges.append(Edge(from: coordinator.id.description, to: stale.description, label: "stale", style: .dashed))
            }
        }
        addChain(snapshot.chain)
    }

    private mutating func addControllers(of snapshot: AppSnapshot) {
        let window = snapshot.window.description
        add(Node(id: window, label: window, group: .controllers))
        guard let root = snapshot.controllers.first else { return }
        edges.append(Edge(from: window, to: root.id.description, label: "rootViewController"))
        for node in snapshot.controllers {
            let id = node.id.description
            add(Node(id: id, label: snapshot.describe(node), group: .controllers))
            if let coordinator = node.parentCoordinator {
                edges.append(Edge(from: id, to: coordinator.description, label: "parentCoordinator", style: .dotted))
            }
            for (index, child) in node.children.enumerated() {
                edges.append(
                    Edge(
                        from: id, to: snapshot.controllers[child].id.description,
                        label: node.isNavigation ? "[\(index)]" : nil))
            }
            if let presented = node.presented {
                edges.append(Edge(from: id, to: snapshot.controllers[presented].id.description, label: "presents", style: .dashed))
            }
        }
    }

    private mutating func addChain(_ chain: [AppSnapshot.ChainLink]) {
        for link in chain {
            add(Node(id: link.id.description, label: link.id.description, group: .other))
            nodes[indexByID[link.id.description]!].isOnChain = true
        }
        for (number, pair) in zip(chain, chain.dropFirst()).enumerated() {
            edges.append(Edge(from: pair.0.id.description, to: pair.1.id.description, label: "chain \(number + 1)", isChain: true))
        }
    }

    /// Adds a node once; the first group it was added with wins.
    private mutating func add(_ node: Node) {
        guard indexByID[node.id] == nil else { return }
        indexByID[node.id] = nodes.count
        nodes.append(node)
    }
}
