import HeadlessUIKit
import PlaygroundEngine

extension BoxTree {
    /// The coordinator tree as `tree` prints it: each coordinator with its root, the screens it
    /// lists (with titles, stale ones marked), its queued messages, the active ones marked, and
    /// those a message from the visible screen climbs through numbered by their step; where the
    /// last command's story went (`path`), marked.
    init(coordinatorsOf snapshot: AppSnapshot, path: [ObjectName: CommandStory.Mark] = [:]) {
        var titles = snapshot.offWindowTitles
        for controller in snapshot.controllers {
            if let title = controller.title { titles[controller.id] = title }
        }
        let steps = snapshot.chainSteps
        boxes = snapshot.coordinators.map { coordinator in
            var lines = [Line(text: coordinator.id.description + (coordinator.isActive == true ? "  ◀ active" : ""), kind: .head)]
            if let router = coordinator.router {
                lines.append(Line(text: "router \(router.id) (\(router.navigationController))"))
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
            return box
        }
    }
}
