/// Where each node of a tree goes so that the tree is tidy: nodes of a level never overlap,
/// a parent is centred over its children, a subtree is drawn the same wherever it sits, and
/// the tree is as narrow as these rules allow.
///
/// Walker's algorithm (John Q. Walker II, "A Node-positioning Algorithm for General Trees",
/// Software: Practice and Experience 20(7), 1990) in the linear-time form of Buchheim, Jünger
/// and Leipert ("Improving Walker's Algorithm to Run in Linear Time", Graph Drawing 2002,
/// LNCS 2528): the first walk places each subtree beside its left siblings by following their
/// contours through threads, and spreads the shifts over the siblings in between in one pass
/// per parent (`executeShifts`); the second walk adds up the modifiers. Nodes have their own
/// widths, so two neighbours on a contour keep half of each width plus `gap` apart.
///
/// Written here because no package in the mirrored set lays out trees (SwiftGraph draws no
/// pictures), and written without recursion, with arrays indexed by node and explicit
/// stacks, because a person can build a 100,000-deep chain of coordinators, which a recursive
/// walk would overflow the call stack on.
struct TidyTreeLayout {
    /// Each node's horizontal centre; the leftmost box edge is at 0.
    let centres: [Double]
    /// Each node's depth: 0 for the root.
    let depths: [Int]
    /// From the leftmost to the rightmost box edge.
    let width: Double

    /// `children[i]` are node i's children, left to right; node 0 is the root and every other
    /// node is some node's child exactly once. `widths[i]` is node i's width.
    init(children: [[Int]], widths: [Double], gap: Double) {
        let count = children.count
        precondition(widths.count == count, "one width per node")
        guard count > 0 else {
            (centres, depths, width) = ([], [], 0)
            return
        }
        var walk = Walk(children: children, widths: widths, gap: gap)
        walk.firstWalk()
        let (centres, depths) = walk.secondWalk()
        var left = Double.infinity
        var right = -Double.infinity
        for node in 0..<count {
            left = min(left, centres[node] - widths[node] / 2)
            right = max(right, centres[node] + widths[node] / 2)
        }
        self.centres = centres.map { $0 - left }
        self.depths = depths
        self.width = right - left
    }
}

/// The state of the two walks, one entry per node (the names are the paper's).
private struct Walk {
    let children: [[Int]]
    let widths: [Double]
    let gap: Double
    var parent: [Int]
    /// The node's index among its siblings.
    var number: [Int]
    var prelim: [Double]
    var modifier: [Double]
    var shift: [Double]
    var change: [Double]
    /// The next node on a contour when the node has no children, or -1.
    var thread: [Int]
    var ancestor: [Int]
    /// Per parent: the default ancestor while its children are placed.
    var defaultAncestor: [Int]

    init(children: [[Int]], widths: [Double], gap: Double) {
        let count = children.count
        self.children = children
        self.widths = widths
        self.gap = gap
        parent = Array(repeating: -1, count: count)
        number = Array(repeating: 0, count: count)
        for node in 0..<count {
            for (index, child) in children[node].enumerated() {
                parent[child] = node
                number[child] = index
            }
        }
        prelim = Array(repeating: 0, count: count)
        modifier = Array(repeating: 0, count: count)
        shift = Array(repeating: 0, count: count)
        change = Array(repeating: 0, count: count)
        thread = Array(repeating: -1, count: count)
        ancestor = Array(0..<count)
        defaultAncestor = children.map { $0.first ?? -1 }
    }

    private func separation(_ left: Int, _ right: Int) -> Double {
        (widths[left] + widths[right]) / 2 + gap
    }

    private func nextLeft(_ node: Int) -> Int { children[node].first ?? thread[node] }
    private func nextRight(_ node: Int) -> Int { children[node].last ?? thread[node] }

    private func leftSibling(of node: Int) -> Int? {
        number[node] > 0 ? children[parent[node]][number[node] - 1] : nil
    }

    /// Every node after all of its children, children left to right: the reverse of a
    /// pre-order walk that takes the rightmost child first.
    private func postOrder() -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(children.count)
        var pending = [0]
        while let node = pending.popLast() {
            order.append(node)
            pending.append(contentsOf: children[node])
        }
        return order.reversed()
    }

    /// Places each subtree beside its left siblings' (prelim and modifier, relative to the
    /// parent), visiting a node after its children.
    mutating func firstWalk() {
        for node in postOrder() {
            let sibling = leftSibling(of: node)
            if let first = children[node].first, let last = children[node].last {
                executeShifts(node)
                let midpoint = (prelim[first] + prelim[last]) / 2
                if let sibling {
                    prelim[node] = prelim[sibling] + separation(sibling, node)
                    modifier[node] = prelim[node] - midpoint
                } else {
                    prelim[node] = midpoint
                }
            } else if let sibling {
                prelim[node] = prelim[sibling] + separation(sibling, node)
            }
            if let sibling { apportion(node, leftSibling: sibling) }
        }
    }

    /// Pushes `node`'s subtree right until its left contour clears the right contour of the
    /// subtrees of its left siblings, level by level down the shorter of the two.
    private mutating func apportion(_ node: Int, leftSibling: Int) {
        let siblings = children[parent[node]]
        var insideRight = node
        var outsideRight = node
        var insideLeft = leftSibling
        var outsideLeft = siblings[0]
        var sumInsideRight = modifier[insideRight]
        var sumOutsideRight = modifier[outsideRight]
        var sumInsideLeft = modifier[insideLeft]
        var sumOutsideLeft = modifier[outsideLeft]
        while nextRight(insideLeft) >= 0 && nextLeft(insideRight) >= 0 {
            insideLeft = nextRight(insideLeft)
            insideRight = nextLeft(insideRight)
            outsideLeft = nextLeft(outsideLeft)
            outsideRight = nextRight(outsideRight)
            ancestor[outsideRight] = node
            let distance =
                (prelim[insideLeft] + sumInsideLeft) - (prelim[insideRight] + sumInsideRight)
                + separation(insideLeft, insideRight)
            if distance > 0 {
                moveSubtree(from: greatestDistinctAncestor(of: insideLeft, beside: node), to: node, by: distance)
                sumInsideRight += distance
                sumOutsideRight += distance
            }
            sumInsideLeft += modifier[insideLeft]
            sumInsideRight += modifier[insideRight]
            sumOutsideLeft += modifier[outsideLeft]
            sumOutsideRight += modifier[outsideRight]
        }
        if nextRight(insideLeft) >= 0 && nextRight(outsideRight) < 0 {
            thread[outsideRight] = nextRight(insideLeft)
            modifier[outsideRight] += sumInsideLeft - sumOutsideRight
        }
        if nextLeft(insideRight) >= 0 && nextLeft(outsideLeft) < 0 {
            thread[outsideLeft] = nextLeft(insideRight)
            modifier[outsideLeft] += sumInsideRight - sumOutsideLeft
            defaultAncestor[parent[node]] = node
        }
    }

    /// The left sibling of `node` whose subtree holds `contourNode`: its recorded ancestor when
    /// that is a sibling of `node`, else the parent's default ancestor.
    private func greatestDistinctAncestor(of contourNode: Int, beside node: Int) -> Int {
        let candidate = ancestor[contourNode]
        return parent[candidate] == parent[node] ? candidate : defaultAncestor[parent[node]]
    }

    /// Moves `right`'s subtree by `distance` and records, for `executeShifts`, that the
    /// siblings between `left` and `right` move by equal parts of it.
    private mutating func moveSubtree(from left: Int, to right: Int, by distance: Double) {
        let part = distance / Double(number[right] - number[left])
        change[right] -= part
        shift[right] += distance
        change[left] += part
        prelim[right] += distance
        modifier[right] += distance
    }

    /// Applies the recorded shifts to `node`'s children, right to left, in one pass.
    private mutating func executeShifts(_ node: Int) {
        var total = 0.0
        var step = 0.0
        for child in children[node].reversed() {
            prelim[child] += total
            modifier[child] += total
            step += change[child]
            total += shift[child] + step
        }
    }

    /// Each node's centre (its prelim plus the modifiers of its ancestors) and depth, in
    /// pre-order with an explicit stack.
    func secondWalk() -> (centres: [Double], depths: [Int]) {
        var centres = Array(repeating: 0.0, count: children.count)
        var depths = Array(repeating: 0, count: children.count)
        var pending: [(node: Int, depth: Int, sum: Double)] = [(0, 0, 0)]
        while let (node, depth, sum) = pending.popLast() {
            centres[node] = prelim[node] + sum
            depths[node] = depth
            for child in children[node] { pending.append((child, depth + 1, sum + modifier[node])) }
        }
        return (centres, depths)
    }
}
