import HeadlessUIKit
import PlaygroundEngine

extension BoxTree {
    /// The controller hierarchy as `stack` prints it: the window, then each navigation stack
    /// (its entries numbered from the bottom), contained children, and what each controller
    /// presents (a dashed arrow back to its presenter), a tab bar controller's tabs (the selected
    /// one said), with the coordinator each reports to (and that coordinator's key) and the visible screen. Above the window,
    /// the objects of the chain neither tree has (the scene delegate, the application, its
    /// delegate), so that every step `chain` lists has its number somewhere, and any other object
    /// that made one of the story's `»` decisions. Where the last command's story went, marked;
    /// what is new or changed since `difference`'s earlier app, marked.
    init(controllersOf snapshot: AppSnapshot, story: CommandStory? = nil, difference: SnapshotDifference) {
        let steps = snapshot.chainSteps
        let path = story?.path ?? [:]
        let decisions = story?.decisions ?? [:]
        var window = Box(lines: [Line(text: snapshot.window.description, kind: .head)], marks: [.window], chainStep: steps[snapshot.window])
        window.mark(path[snapshot.window])
        window.mark(decisions: decisions[snapshot.window] ?? [], by: snapshot.window)
        let extras = Self.appSide(of: snapshot, deciders: decisions.keys)
        let keys = CoordinatorKey.keys(of: snapshot)
        let kinds = Dictionary(snapshot.chain.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The app's side first, each over the next, the window under the last: box e is extra e.
        boxes = extras.enumerated().map { index, object in
            var lines = [Line(text: object.description, kind: .head)]
            if let link = kinds[object] { lines.append(Line(text: link.kind + (link.reason.map { ", via \($0)" } ?? ""))) }
            var box = Box(lines: lines, marks: [.window], chainStep: steps[object], children: [index + 1])
            box.mark(path[object])
            box.mark(decisions: decisions[object] ?? [], by: object)
            return box
        }
        let offset = boxes.count + 1
        if snapshot.controllers.isEmpty {
            window.lines.append(Line(text: "(no root view controller)", kind: .stale))
        } else {
            window.children = [offset]
        }
        boxes.append(window)
        // Box i + offset is controller i.
        for controller in snapshot.controllers {
            let isVisible = controller.id == snapshot.visible
            var lines = [Line(text: snapshot.describe(controller) + (isVisible ? "  ◀ visible" : ""), kind: .head)]
            if let coordinator = controller.parentCoordinator { lines.append(Line(text: "→ \(coordinator)", key: keys[coordinator])) }
            var marks: Set<Mark> = []
            if isVisible { marks.insert(.visible) }
            var box = Box(
                lines: lines, marks: marks, chainStep: steps[controller.id],
                children: (controller.children + [controller.presented].compactMap { $0 }).map { $0 + offset })
            box.mark(path[controller.id])
            box.mark(decisions: decisions[controller.id] ?? [], by: controller.id)
            box.mark(difference, for: controller.id)
            boxes.append(box)
        }
        for controller in snapshot.controllers {
            for (position, child) in controller.children.enumerated() {
                if controller.isNavigation {
                    boxes[child + offset].link = .labelled("[\(position)]")
                } else if let selected = controller.selectedTab {
                    boxes[child + offset].link = .labelled("tab \(position)" + (position == selected ? " ✓" : ""))
                }
            }
            if let presented = controller.presented { boxes[presented + offset].link = .presented }
        }
    }

    /// The objects above the window: the chain's steps that are neither a controller, a
    /// coordinator (or its router) nor the window, in the chain's order, then any other object
    /// that decided something in the story, by name.
    private static func appSide(of snapshot: AppSnapshot, deciders: some Sequence<ObjectName>) -> [ObjectName] {
        var drawn = Set(snapshot.controllers.map(\.id) + snapshot.coordinators.map(\.id) + [snapshot.window])
        drawn.formUnion(snapshot.coordinators.compactMap(\.router?.id))
        var extras: [ObjectName] = []
        for link in snapshot.chain where drawn.insert(link.id).inserted { extras.append(link.id) }
        let others = deciders.filter { !drawn.contains($0) }.sorted { $0.description < $1.description }
        // The chain climbs from the window to the application's delegate: the last step on top.
        return extras.reversed() + others
    }
}
