import HeadlessUIKit
import PlaygroundEngine

extension BoxTree {
    /// The coordinator tree as `tree` prints it: each coordinator with its key, its root, the screens it
    /// lists (with titles, stale ones marked), its queued messages, the active ones marked, and
    /// those a message from the visible screen climbs through numbered by their step; where the
    /// last command's story went, marked, with the `»` decisions each made (a router's on the
    /// first coordinator that uses it, as `tree` lists the router there); what is new or changed
    /// since `difference`'s earlier app marked, and a coordinator stopped since drawn faded
    /// under the one that held it, with who stopped it.
    init(coordinatorsOf snapshot: AppSnapshot, story: CommandStory? = nil, difference: SnapshotDifference) {
        var titles = snapshot.offWindowTitles
        for controller in snapshot.controllers {
            if let title = controller.title { titles[controller.id] = title }
        }
        let steps = snapshot.chainSteps
        let path = story?.path ?? [:]
        let decisions = story?.decisions ?? [:]
        var routersSeen: Set<ObjectName> = []
        let keys = CoordinatorKey.keys(of: snapshot)
        boxes = snapshot.coordinators.map { coordinator in
            var lines = [
                Line(
                    text: coordinator.id.description + (coordinator.isActive == true ? "  ◀ active" : ""), kind: .head,
                    key: keys[coordinator.id])
            ]
            if let router = coordinator.router {
                lines.append(Line(text: "router \(router.id) (\(router.navigationController))"))
                // As `tree` says them: whether the router hides the bar, and sees Back.
                let flags = [router.hidesNavigationBar ? "bar hidden" : nil, router.isNavigationDelegate ? "its delegate" : nil]
                    .compactMap { $0 }
                if !flags.isEmpty { lines.append(Line(text: "  " + flags.joined(separator: ", "))) }
                lines += router.pendingCompletions.map { Line(text: "completion pending: \($0)", kind: .stale) }
            } else if let root = coordinator.root {
                lines.append(Line(text: "root \(root)"))
            }
            if coordinator.ownsScreens {
                let stale = Set(coordinator.stale)
                if coordinator.screens.isEmpty { lines.append(Line(text: "screens: none")) }
                for screen in coordinator.screens {
                    let name = AppSnapshot.describe(screen, title: titles[screen])
                    lines.append(stale.contains(screen) ? Line(text: "· \(name) (stale)", kind: .stale) : Line(text: "· \(name)"))
                }
            }
            if !coordinator.queued.isEmpty {
                lines.append(Line(text: "queued: " + coordinator.queued.joined(separator: ", "), kind: .queued))
            }
            var marks: Set<Mark> = []
            if coordinator.isActive == true { marks.insert(.active) }
            var box = Box(lines: lines, marks: marks, chainStep: steps[coordinator.id], children: coordinator.children)
            box.mark(path[coordinator.id])
            box.mark(decisions: decisions[coordinator.id] ?? [], by: coordinator.id)
            if let router = coordinator.router?.id, routersSeen.insert(router).inserted {
                box.mark(decisions: decisions[router] ?? [], by: router)
            }
            box.mark(difference, for: coordinator.id)
            return box
        }
        var boxOf = Dictionary(
            snapshot.coordinators.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (gone, parent) in difference.goneCoordinators {
            guard let parent, let parentBox = boxOf[parent] else { continue }
            var box = Box(lines: [Line(text: gone.id.description, kind: .head)], marks: [.gone])
            box.lines += Self.stopLines(of: gone.id, story: story).map { Line(text: $0, kind: .change) }
            box.mark(decisions: decisions[gone.id] ?? [], by: gone.id)
            boxOf[gone.id] = boxes.count
            boxes[parentBox].children.append(boxes.count)
            boxes.append(box)
        }
    }

    /// Why a coordinator is gone: who stopped it, if the story's decisions say, and the command.
    private static func stopLines(of coordinator: ObjectName, story: CommandStory?) -> [String] {
        let calls = ["stopChild(\(coordinator))", "removeDependency(\(coordinator))"]
        let stopper = story?.decisions.sorted { $0.key.description < $1.key.description }
            .first { $0.key != coordinator && $0.value.contains { line in calls.contains { line.contains($0) } } }?.key
        return ["✕ stopped" + (stopper.map { " by \($0)" } ?? "")] + (story.map { ["  after `\($0.command)`"] } ?? [])
    }
}
