/// Tree traversals without recursion: the controller and coordinator trees a person builds can
/// be deep, and a renderer must never run out of call stack.
enum TreeWalk {
    /// Builds a value for every node from the values of its children (a post-order fold).
    static func fold<Node, Value>(
        _ root: Node, children: (Node) -> [Node], combine: (Node, [Value]) -> Value
    ) -> Value {
        // Each frame: a node, its children, and the values of the children done so far.
        var frames: [(node: Node, children: [Node], values: [Value])] = [(root, children(root), [])]
        while true {
            let top = frames.count - 1
            if frames[top].values.count < frames[top].children.count {
                let child = frames[top].children[frames[top].values.count]
                frames.append((child, children(child), []))
                continue
            }
            let done = frames.removeLast()
            let value = combine(done.node, done.values)
            if frames.isEmpty { return value }
            frames[frames.count - 1].values.append(value)
        }
    }

    /// Draws a tree as indented lines with box-drawing branches:
    ///
    ///     AppCoordinator#1
    ///     ├─ CatalogCoordinator#1
    ///     │  screens: …
    ///     └─ CartCoordinator#1
    ///
    /// `lines` gives a node's own lines: the first is its head, the rest sit under it. Below
    /// `indentLimit` levels the indentation stops growing and heads say their depth instead, so
    /// a very deep tree costs time in proportion to its nodes, not to its depth squared.
    static func draw<Node>(
        _ roots: [Node], children: (Node) -> [Node], indentLimit: Int = 40, lines: (Node) -> [String]
    ) -> [String] {
        var output: [String] = []
        // Each item: a node, its depth, the prefix for its head line, the prefix under it.
        var pending: [(node: Node, depth: Int, head: String, body: String)] = roots.reversed().map { ($0, 0, "", "") }
        while let (node, depth, head, body) = pending.popLast() {
            let own = lines(node)
            let kids = children(node)
            let marker = depth > indentLimit ? "[depth \(depth)] " : ""
            let detailPrefix = body + (kids.isEmpty ? "   " : "│  ")
            for (index, line) in own.enumerated() {
                output.append(index == 0 ? head + marker + line : detailPrefix + line)
            }
            for (index, child) in kids.enumerated().reversed() {
                let isLast = index == kids.count - 1
                let childBody = depth < indentLimit ? body + (isLast ? "   " : "│  ") : body
                pending.append((child, depth + 1, body + (isLast ? "└─ " : "├─ "), childBody))
            }
        }
        return output
    }
}
