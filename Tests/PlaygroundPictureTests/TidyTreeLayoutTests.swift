import Foundation
import PropertyBased
import Testing

@testable import PlaygroundPicture

/// The layout's promises, checked on random trees: a level's boxes never overlap and keep their
/// order, every parent is centred over its children, and the drawing starts at 0. Then Walker's
/// own mark, evenly spread small subtrees, and a 100,000-deep chain without recursion.
@Suite struct TidyTreeLayoutTests {
    /// A random tree from numbers: node i (from 1) hangs under one of the nodes before it, so
    /// every shape is reachable, wide, deep or ragged; widths from 10 to 209.
    static func tree(from numbers: [Int]) -> (children: [[Int]], widths: [Double]) {
        var children: [[Int]] = [[]]
        var widths: [Double] = [Double(10 + (numbers.first ?? 0) % 200)]
        for (index, number) in numbers.enumerated().dropFirst() {
            let parent = number % index
            children.append([])
            children[parent].append(index)
            widths.append(Double(10 + (number / 7) % 200))
        }
        return (children, widths)
    }

    @Test func randomTreesAreTidy() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...1_000_000).array(of: 1...80)) { numbers in
            let (children, widths) = Self.tree(from: numbers)
            let gap = 16.0
            let layout = TidyTreeLayout(children: children, widths: widths, gap: gap)
            #expect(problems(in: layout, children: children, widths: widths, gap: gap) == [])
        }
    }

    /// What is wrong with `layout`, as sentences (none for a tidy tree).
    func problems(in layout: TidyTreeLayout, children: [[Int]], widths: [Double], gap: Double) -> [String] {
        var problems: [String] = []
        let tolerance = 1e-6
        // Levels in left-to-right order: breadth first, children in order.
        var levels: [[Int]] = []
        var pending = [(0, 0)]
        var next = 0
        while next < pending.count {
            let (node, depth) = pending[next]
            next += 1
            if depth == levels.count { levels.append([]) }
            levels[depth].append(node)
            if layout.depths[node] != depth { problems.append("node \(node) at depth \(layout.depths[node]), not \(depth)") }
            pending += children[node].map { ($0, depth + 1) }
        }
        for level in levels {
            for (left, right) in zip(level, level.dropFirst()) {
                let room = layout.centres[right] - layout.centres[left] - (widths[left] + widths[right]) / 2
                if room < gap - tolerance { problems.append("nodes \(left) and \(right) are \(room) apart, under \(gap)") }
            }
        }
        for (node, kids) in children.enumerated() {
            guard let first = kids.first, let last = kids.last else { continue }
            let middle = (layout.centres[first] + layout.centres[last]) / 2
            if abs(layout.centres[node] - middle) > tolerance {
                problems.append("node \(node) at \(layout.centres[node]), not centred over its children at \(middle)")
            }
        }
        let left = zip(layout.centres, widths).map { $0 - $1 / 2 }.min()!
        let right = zip(layout.centres, widths).map { $0 + $1 / 2 }.max()!
        if abs(left) > tolerance || abs(right - layout.width) > tolerance {
            problems.append("the drawing spans \(left)...\(right), not 0...\(layout.width)")
        }
        return problems
    }

    /// A leaf between two wider subtrees that must be pushed apart sits halfway between them:
    /// the shift is spread over the siblings in between (Walker's rule), not left at one end.
    @Test func smallSubtreesBetweenLargeOnesAreSpreadEvenly() {
        // 0 → [1 (three leaves), 2 (a leaf), 3 (three leaves)], every box 10 wide.
        let children = [[1, 2, 3], [4, 5, 6], [], [7, 8, 9], [], [], [], [], [], []]
        let layout = TidyTreeLayout(children: children, widths: Array(repeating: 10, count: 10), gap: 10)
        #expect(layout.centres[2] - layout.centres[1] == layout.centres[3] - layout.centres[2])
        #expect(layout.centres[7] - layout.centres[6] == 20, "the two subtrees are as close as the gap allows")
        #expect(problems(in: layout, children: children, widths: Array(repeating: 10, count: 10), gap: 10) == [])
    }

    /// A subtree looks the same wherever it is: the same shape under two parents is laid out
    /// with the same offsets.
    @Test func aSubtreeIsDrawnTheSameWhereverItSits() {
        // 0 → [1 → [3, 4 → [6, 7]], 2 → [5 → [8, 9], 10]]: the subtrees at 4 and 5 are alike.
        let children = [[1, 2], [3, 4], [5, 10], [], [6, 7], [8, 9], [], [], [], [], []]
        let layout = TidyTreeLayout(children: children, widths: Array(repeating: 30, count: 11), gap: 8)
        #expect(layout.centres[7] - layout.centres[6] == layout.centres[9] - layout.centres[8])
        #expect(layout.centres[6] - layout.centres[4] == layout.centres[8] - layout.centres[5])
    }

    /// 100,000 nodes in a chain: laid out in one vertical line, at every depth, on a thread
    /// with a 512 KiB stack, where a recursive walk would have overflowed long before.
    @Test func aHundredThousandDeepChainLaysOutWithoutRecursion() {
        let depth = 100_000
        let layout = onSmallStack {
            TidyTreeLayout(
                children: (0..<depth).map { $0 + 1 < depth ? [$0 + 1] : [] }, widths: Array(repeating: 120, count: depth), gap: 16)
        }
        #expect(layout.depths == Array(0..<depth))
        #expect(Set(layout.centres) == [60])
        #expect(layout.width == 120)
    }
}

/// Runs `body` on a new thread with a 512 KiB stack (a secondary thread's on Apple's systems)
/// and waits for it.
func onSmallStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
    let box = Box<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
    return box.value!
}

private final class Box<Value>: @unchecked Sendable {
    var value: Value?
}
