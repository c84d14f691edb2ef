import HeadlessUIKit
import Testing

@testable import PlaygroundEngine

/// The change a push makes, from what is new rather than typed out field by field: the test
/// names the screen pushed and what the phone shows of it, and gets the rest of the app as a
/// push leaves it, so that `expectChange` fails on anything else the push did.
extension AppSnapshot {
    /// The app after `screen` is pushed onto the navigation controller `navigation`, the phone
    /// showing `items` under a navigation bar whose Back button leads to the screen it covers.
    /// The screen joins `coordinator`'s list when that coordinator keeps one, the live view
    /// controllers, and the head of the chain in place of the screen it covers. The views and
    /// controls it made are the test's to add (`$0[objects: "view"] += [...]`).
    func pushing(
        _ screen: ControllerNode, showing items: [ScreenContent.Item], onto navigation: String, by coordinator: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> AppSnapshot {
        var next = self
        guard let stack = controllers.firstIndex(where: { $0.id.description == navigation }), controllers[stack].isNavigation
        else {
            Issue.record("no navigation controller \(navigation) in the snapshot", sourceLocation: sourceLocation)
            return next
        }
        let covered = controllers[stack].children.last.map { controllers[$0] }
        let index = subtreeEnd(ofChildrenOf: stack)
        next.insertController(screen, at: index)
        next.controllers[stack].children.append(index)
        next.visible = screen.id
        if let coordinator, next[coordinator: coordinator].ownsScreens {
            next[coordinator: coordinator].screens.append(screen.id)
        }
        next[objects: "view controller"].append(screen.id.description)
        if let first = next.chain.first, first.id == covered?.id {
            next.chain[0].id = screen.id
        }
        let shown = ScreenContent(
            id: screen.id, title: screen.title, hasNavigationBar: true,
            back: covered.map { ScreenContent.BackTarget(id: $0.id, title: $0.title) }, isAlert: false, items: items)
        if next.shownScreens.isEmpty {
            next.shownScreens = [shown]
        } else {
            next.shownScreens[next.shownScreens.count - 1] = shown
        }
        return next
    }

    /// The index just past the last descendant of a controller's children: depth first, a
    /// controller's children come before what it presents.
    private func subtreeEnd(ofChildrenOf parent: Int) -> Int {
        var end = parent + 1
        var pending = controllers[parent].children
        while let node = pending.popLast() {
            end = max(end, node + 1)
            pending.append(contentsOf: controllers[node].children)
            if let presented = controllers[node].presented { pending.append(presented) }
        }
        return end
    }

    /// Inserts a node into the flat depth-first list, moving every index at or past it one on.
    private mutating func insertController(_ node: ControllerNode, at index: Int) {
        let shift = { (old: Int) in old >= index ? old + 1 : old }
        for position in controllers.indices {
            controllers[position].children = controllers[position].children.map(shift)
            controllers[position].presented = controllers[position].presented.map(shift)
        }
        controllers.insert(node, at: index)
    }
}
