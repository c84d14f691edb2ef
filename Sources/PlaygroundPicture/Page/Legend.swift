/// How to read each drawing, one sentence for each kind of mark the drawing has: a legend never
/// explains a mark that is not there (the items app has no active coordinator, so no blue).
enum Legend {
    static func phone(newOrChanged: Bool) -> String {
        var parts = [
            "What the person sees, as <code>screen</code> prints it; the grey words are the commands that act on each control, Back's too.",
            "A screen longer than the phone scrolls inside it. The time and the battery are always the same.",
        ]
        if newOrChanged {
            parts.append(
                "Green: a screen new since the picture before (framed, <em>new</em>), or a control that changed (a bar at its left).")
        }
        return parts.joined(separator: " ")
    }

    static func coordinators(_ tree: BoxTree) -> String {
        var parts = ["Each coordinator under the one that keeps it, with its root (or router) and the screens it lists."]
        if tree.has({ $0.key != nil }) {
            parts.append("A coloured tag, A, B, …: the coordinator's key, which the controllers it holds carry too.")
        }
        if tree.has({ $0.marks.contains(.active) }) { parts.append("Blue: active on its root.") }
        if tree.has({ $0.chainStep != nil }) {
            parts.append(
                "Red numbers: the steps of the chain a message from the visible screen climbs, as <code>chain</code> numbers them.")
        }
        if tree.hasLine(.stale) {
            parts.append("Grey italic: a stale screen, no longer where its coordinator put it, or a completion a router keeps.")
        }
        if tree.hasLine(.queued) { parts.append("Orange: messages waiting in a coordinator's queue.") }
        parts += common(tree)
        return parts.joined(separator: " ")
    }

    static func controllers(_ tree: BoxTree) -> String {
        var parts = ["The window's controllers, each under the one that holds it."]
        if tree.has({ if case .labelled(let label) = $0.link { label.hasPrefix("[") } else { false } }) {
            parts.append("[0], [1]: a navigation stack, numbered from the bottom.")
        }
        if tree.has({ if case .labelled(let label) = $0.link { label.hasPrefix("tab") } else { false } }) {
            parts.append("A tab bar's tabs, the selected one ticked.")
        }
        if tree.has({ $0.link == .presented }) { parts.append("Dashed arrow: presented by the controller it points to.") }
        if tree.has({ $0.key != nil }) {
            parts.append("→ and a coloured tag: the coordinator a controller reports to, with its key from the coordinator tree.")
        } else if tree.has({ $0.lines.contains { $0.text.hasPrefix("→ ") } }) {
            parts.append("→ the coordinator a controller reports to.")
        }
        if tree.has({ $0.marks.contains(.visible) }) { parts.append("Blue: the visible screen.") }
        if tree.boxes.filter({ $0.marks.contains(.window) }).count > 1 {
            parts.append("Above the window: the objects past it that the chain climbs or that decided something.")
        }
        if tree.has({ $0.chainStep != nil }) { parts.append("Red numbers: the chain, every step <code>chain</code> lists.") }
        parts += common(tree)
        return parts.joined(separator: " ")
    }

    /// The marks both trees share: the last command's path and decisions, and what changed.
    private static func common(_ tree: BoxTree) -> [String] {
        var parts: [String] = []
        if tree.has({ $0.story != nil }) {
            parts.append("◆ lines and coloured frames: where the last command went (green: handled or heard there).")
        }
        if tree.hasLine(.decision) { parts.append("» lines: the decisions made there, as <code>trace all</code> prints them.") }
        if tree.has({ $0.marks.contains(.new) || $0.marks.contains(.changed) }) {
            parts.append("Green frame, ✚ new or ✎ changed: since the picture before.")
        }
        if tree.has({ $0.marks.contains(.gone) }) { parts.append("Faded, ✕: stopped since the picture before, shown this once.") }
        return parts
    }
}

extension BoxTree {
    func has(_ condition: (Box) -> Bool) -> Bool { boxes.contains(where: condition) }

    func hasLine(_ kind: LineKind) -> Bool {
        boxes.contains { box in box.lines.contains { $0.kind == kind } }
    }
}
