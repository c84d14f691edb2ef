import HeadlessUIKit
import PlaygroundEngine

extension BoxTree {
    /// The controller hierarchy as `stack` prints it: the window, then each navigation stack
    /// (its entries numbered from the bottom), contained children, and what each controller
    /// presents (a dashed line), a tab bar controller's tabs (the selected one said), with the
    /// coordinator each reports to and the visible screen;
    /// where the last command's story went (`path`), marked.
    init(controllersOf snapshot: AppSnapshot, path: [ObjectName: CommandStory.Mark] = [:]) {
        let steps = snapshot.chainSteps
        var window = Box(lines: [Line(text: snapshot.window.description, kind: .head)], marks: [.window])
        if snapshot.controllers.isEmpty {
            window.lines.append(Line(text: "(no root view controller)", kind: .stale))
        } else {
            window.children = [1]
        }
        // Box i + 1 is controller i: the window comes first.
        boxes = [window]
        for controller in snapshot.controllers {
            let isVisible = controller.id == snapshot.visible
            var lines = [Line(text: snapshot.describe(controller) + (isVisible ? "  ◀ visible" : ""), kind: .head)]
            if let coordinator = controller.parentCoordinator { lines.append(Line(text: "→ \(coordinator)")) }
            var marks: Set<Mark> = []
            if isVisible { marks.insert(.visible) }
            var box = Box(
                lines: lines, marks: marks, chainStep: steps[controller.id],
                children: (controller.children + [controller.presented].compactMap { $0 }).map { $0 + 1 })
            box.mark(path[controller.id])
            boxes.append(box)
        }
        for controller in snapshot.controllers {
            for (position, child) in controller.children.enumerated() {
                if controller.isNavigation {
                    boxes[child + 1].link = .labelled("[\(position)]")
                } else if let selected = controller.selectedTab {
                    boxes[child + 1].link = .labelled("tab \(position)" + (position == selected ? " ✓" : ""))
                }
            }
            if let presented = controller.presented { boxes[presented + 1].link = .presented }
        }
    }
}
