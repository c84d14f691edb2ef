import HeadlessUIKit

/// The window's controllers as one tree: a navigation controller's stack, a container's
/// children, and what a controller presents, each edge with its role. `stack`, `state` and the
/// pictures all walk this, so they show the same hierarchy.
struct ControllerTree {
    enum Role: Equatable {
        case root
        case stack(index: Int)
        case child
        case presented
    }

    struct Node {
        let controller: ViewController
        let role: Role
    }

    /// The nodes under `node`: stack entries or children, then what it presents.
    static func children(of node: Node) -> [Node] {
        children(of: node.controller)
    }

    static func children(of controller: ViewController) -> [Node] {
        var nodes: [Node]
        if let navigation = controller as? NavigationController {
            nodes = navigation.viewControllers.enumerated().map { Node(controller: $1, role: .stack(index: $0)) }
        } else {
            nodes = controller.children.map { Node(controller: $0, role: .child) }
        }
        if let presented = presented(by: controller) {
            nodes.append(Node(controller: presented, role: .presented))
        }
        return nodes
    }

    /// What `controller` itself presents. UIKit answers `presentedViewController` for every
    /// controller inside the presenter too; only the root of a containment tree presents.
    static func presented(by controller: ViewController) -> ViewController? {
        guard controller.parent == nil, let presented = controller.presentedViewController,
            presented.presentingViewController === controller
        else { return nil }
        return presented
    }
}
