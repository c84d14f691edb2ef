import HeadlessUIKit
import PlaygroundEngine

/// What changed between the app a picture showed before and the app now, found by comparing the
/// two snapshots, values alone: the same two apps always give the same marks. Nothing is marked
/// without an earlier picture of the same app.
struct SnapshotDifference {
    /// Coordinators and controllers that were not there before.
    var new: Set<ObjectName> = []
    /// Those there before that differ now, with what differs (`title`, `controls`, `screens`).
    var changed: [ObjectName: [String]] = [:]
    /// Coordinators there before and gone now, with the coordinator that held each (nil for the
    /// top one), in the order the earlier tree had them: a parent before its children.
    var goneCoordinators: [(node: AppSnapshot.CoordinatorNode, parent: ObjectName?)] = []
    /// The screens the phone shows now that were not in the window before.
    var newScreens: Set<ObjectName> = []
    /// For each screen the phone showed before and shows still, the positions of its items that
    /// differ.
    var changedItems: [ObjectName: Set<Int>] = [:]

    init(from previous: AppSnapshot?, to now: AppSnapshot) {
        guard let previous, previous.app == now.app else { return }
        let before = Dictionary(previous.coordinators.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for coordinator in now.coordinators {
            guard let old = before[coordinator.id] else {
                new.insert(coordinator.id)
                continue
            }
            var what: [String] = []
            if old.screens != coordinator.screens || old.stale != coordinator.stale { what.append("screens") }
            if old.isActive != coordinator.isActive { what.append(coordinator.isActive == true ? "active" : "inactive") }
            if old.queued != coordinator.queued { what.append("queue") }
            if old.root != coordinator.root || old.router != coordinator.router { what.append("root") }
            if !what.isEmpty { changed[coordinator.id] = what }
        }
        let still = Set(now.coordinators.map(\.id))
        var parents: [Int: ObjectName] = [:]
        for coordinator in previous.coordinators {
            for child in coordinator.children { parents[child] = coordinator.id }
        }
        for (index, coordinator) in previous.coordinators.enumerated() where !still.contains(coordinator.id) {
            goneCoordinators.append((coordinator, parents[index]))
        }
        let controllersBefore = Dictionary(previous.controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for controller in now.controllers {
            guard let old = controllersBefore[controller.id] else {
                new.insert(controller.id)
                continue
            }
            var what: [String] = []
            if old.title != controller.title { what.append("title") }
            if old.controls != controller.controls { what.append("controls") }
            if !what.isEmpty { changed[controller.id] = what }
        }
        let shownBefore = Dictionary(previous.shownScreens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for screen in now.shownScreens {
            if controllersBefore[screen.id] == nil { newScreens.insert(screen.id) }
            guard let old = shownBefore[screen.id] else { continue }
            let differing = screen.items.indices.filter { $0 >= old.items.count || old.items[$0] != screen.items[$0] }
            if !differing.isEmpty { changedItems[screen.id] = Set(differing) }
        }
    }

    /// The line a box gets for what changed here, if anything did.
    func line(for object: ObjectName) -> String? {
        if new.contains(object) { return "✚ new" }
        return changed[object].map { "✎ changed: " + $0.joined(separator: ", ") }
    }
}
