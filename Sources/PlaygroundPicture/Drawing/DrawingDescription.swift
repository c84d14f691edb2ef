import HeadlessUIKit
import PlaygroundEngine

/// What each drawing shows, in words, for a screen reader (the drawing's `aria-label`): the
/// visible screen and what it is over, the stack that holds it, the coordinators with their
/// keys and the controllers each holds, the active ones, the chain with every step, and what
/// changed.
enum DrawingDescription {
    static func phone(_ snapshot: AppSnapshot, _ difference: SnapshotDifference) -> String {
        guard let visible = snapshot.shownScreens.last else { return "The phone shows no screen: the window has no root view controller." }
        var text = "The phone shows " + AppSnapshot.describe(visible.id, title: visible.title)
        let under = snapshot.shownScreens.dropLast().reversed().map { AppSnapshot.describe($0.id, title: $0.title) }
        if !under.isEmpty { text += ", presented over " + under.joined(separator: ", over ") }
        text += "."
        let new = snapshot.shownScreens.filter { difference.newScreens.contains($0.id) }.map(\.id.description)
        if !new.isEmpty { text += " New since the picture before: " + new.joined(separator: ", ") + "." }
        return text
    }

    static func coordinators(_ snapshot: AppSnapshot, _ difference: SnapshotDifference) -> String {
        guard let top = snapshot.coordinators.first else { return "The coordinator tree: the app has no coordinator." }
        var text = "The coordinator tree: \(count(snapshot.coordinators.count, "coordinator")) under \(top.id)."
        let keys = CoordinatorKey.keys(of: snapshot)
        text +=
            " Keys: " + snapshot.coordinators.compactMap { keys[$0.id].map { "\($0.mark) \($0.coordinator)" } }.joined(separator: ", ")
            + "."
        let active = snapshot.coordinators.filter { $0.isActive == true }.map(\.id.description)
        if !active.isEmpty { text += " Active: " + active.joined(separator: ", ") + "." }
        let steps = snapshot.chainSteps
        let onChain = snapshot.coordinators.compactMap { node in steps[node.id].map { "\(node.id) (step \($0))" } }
        text += onChain.isEmpty ? " No coordinator is on the chain." : " On the chain: " + onChain.joined(separator: ", ") + "."
        let new = snapshot.coordinators.map(\.id).filter { difference.new.contains($0) }
        if !new.isEmpty { text += " New: " + new.map(\.description).joined(separator: ", ") + "." }
        if !difference.goneCoordinators.isEmpty {
            text += " Stopped: " + difference.goneCoordinators.map(\.node.id.description).joined(separator: ", ") + "."
        }
        return text
    }

    static func controllers(_ snapshot: AppSnapshot) -> String {
        guard let root = snapshot.controllers.first else {
            return "The controller hierarchy: \(snapshot.window) has no root view controller."
        }
        var text = "The controller hierarchy: \(snapshot.window) holds \(root.id)."
        if let visible = snapshot.controllers.firstIndex(where: { $0.id == snapshot.visible }) {
            text += " The visible screen is \(snapshot.describe(snapshot.controllers[visible]))"
            if let stack = snapshot.controllers.first(where: { $0.isNavigation && $0.children.contains(visible) }),
                let position = stack.children.firstIndex(of: visible)
            {
                text += ", [\(position)] on \(stack.id)'s stack of \(stack.children.count)"
            }
            text += "."
        }
        let keys = CoordinatorKey.keys(of: snapshot)
        var held: [ObjectName: [ObjectName]] = [:]
        for controller in snapshot.controllers {
            if let coordinator = controller.parentCoordinator { held[coordinator, default: []].append(controller.id) }
        }
        let holders =
            snapshot.coordinators.map(\.id).filter { held[$0] != nil }
            + held.keys.filter { keys[$0] == nil }.sorted { $0.description < $1.description }
        if !holders.isEmpty {
            text +=
                " Who holds them: "
                + holders.map { coordinator in
                    "\(coordinator)" + (keys[coordinator].map { " (key \($0.mark))" } ?? "") + " holds "
                        + held[coordinator, default: []].map(\.description).joined(separator: ", ")
                }.joined(separator: "; ") + "."
        }
        if !snapshot.chain.isEmpty {
            text +=
                " The chain, \(count(snapshot.chain.count, "step")): "
                + snapshot.chain.enumerated().map { "\($0.offset + 1) \($0.element.id)" }.joined(separator: ", ") + "."
        }
        return text
    }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
