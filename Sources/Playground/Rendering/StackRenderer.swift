import Coordinator
import HeadlessUIKit

/// `stack`: every navigation stack and everything presented, from the window down, with the
/// coordinator each controller reports to and the visible screen marked.
///
///     Window#1
///     └─ NavigationController#1  → AppCoordinator#1
///        ├─ [0] HomeViewController#1 "Home"
///        └─ [1] ProductViewController#1 "Wool Coat"  ◀ visible
enum StackRenderer {
    private enum Item {
        case window(Window)
        case controller(ControllerTree.Node)
    }

    static func lines(window: Window, visible: ViewController?) -> [String] {
        TreeWalk.draw([Item.window(window)], children: children) { item in
            switch item {
            case .window(let window): [window.objectName + (window.rootViewController == nil ? "  (no root view controller)" : "")]
            case .controller(let node): [describe(node, visible: visible)]
            }
        }
    }

    private static func children(of item: Item) -> [Item] {
        switch item {
        case .window(let window):
            window.rootViewController.map { [.controller(ControllerTree.Node(controller: $0, role: .root))] } ?? []
        case .controller(let node):
            ControllerTree.children(of: node).map(Item.controller)
        }
    }

    private static func describe(_ node: ControllerTree.Node, visible: ViewController?) -> String {
        var text: String
        switch node.role {
        case .root, .child: text = ScreenNames.describe(node.controller)
        case .stack(let index): text = "[\(index)] " + ScreenNames.describe(node.controller)
        case .presented: text = "presents " + ScreenNames.describe(node.controller)
        }
        if let coordinator = node.controller.parentCoordinator { text += "  → \(coordinator.objectName)" }
        if node.controller === visible { text += "  ◀ visible" }
        return text
    }
}
