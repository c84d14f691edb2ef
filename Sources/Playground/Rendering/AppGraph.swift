import Coordinator
import HeadlessUIKit

/// The app as a graph, for `export`: the coordinator tree, the controller tree from the window,
/// the links between them (roots, parentCoordinator), and the coordinating chain from the
/// visible screen, highlighted. Graphviz and Mermaid writers draw the same graph.
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

    init(app: LiveApp) {
        let coordinators = app.coordinators
        for coordinator in coordinators {
            add(Node(id: coordinator.objectName, label: coordinator.objectName, group: .coordinators))
        }
        for coordinator in coordinators {
            for child in coordinator.children {
                edges.append(Edge(from: coordinator.objectName, to: child.objectName, label: nil))
            }
        }
        addControllers(of: app.shop.window)
        for coordinator in coordinators {
            if let root = coordinator.rootController {
                add(Node(id: root.objectName, label: ScreenNames.describe(root), group: .controllers))
                edges.append(Edge(from: coordinator.objectName, to: root.objectName, label: "root", style: .dashed))
            }
            for stale in coordinator.staleScreens {
                add(Node(id: stale.objectName, label: ScreenNames.describe(stale), group: .controllers))
                edges.append(Edge(from: coordinator.objectName, to: stale.objectName, label: "stale", style: .dashed))
            }
        }
        if let visible = app.visibleScreen { addChain(from: visible) }
    }

    private mutating func addControllers(of window: Window) {
        add(Node(id: window.objectName, label: window.objectName, group: .controllers))
        guard let root = window.rootViewController else { return }
        edges.append(Edge(from: window.objectName, to: root.objectName, label: "rootViewController"))
        var pending = [root]
        while let controller = pending.popLast() {
            add(Node(id: controller.objectName, label: ScreenNames.describe(controller), group: .controllers))
            if let coordinator = controller.parentCoordinator {
                edges.append(Edge(from: controller.objectName, to: coordinator.objectName, label: "parentCoordinator", style: .dotted))
            }
            let children = ControllerTree.children(of: controller)
            for child in children {
                let label: String? = switch child.role {
                case .stack(let index): "[\(index)]"
                case .presented: "presents"
                case .root, .child: nil
                }
                edges.append(Edge(from: controller.objectName, to: child.controller.objectName, label: label,
                                  style: child.role == .presented ? .dashed : .solid))
            }
            pending.append(contentsOf: children.reversed().map(\.controller))
        }
    }

    private mutating func addChain(from start: Responder) {
        let steps = ChainRenderer.chain(from: start)
        for step in steps {
            add(Node(id: step.responder.objectName, label: step.responder.objectName, group: .other))
            nodes[indexByID[step.responder.objectName]!].isOnChain = true
        }
        for (number, pair) in zip(steps, steps.dropFirst()).enumerated() {
            edges.append(Edge(from: pair.0.responder.objectName, to: pair.1.responder.objectName,
                              label: "chain \(number + 1)", isChain: true))
        }
    }

    /// Adds a node once; the first group it was added with wins.
    private mutating func add(_ node: Node) {
        guard indexByID[node.id] == nil else { return }
        indexByID[node.id] = nodes.count
        nodes.append(node)
    }
}
