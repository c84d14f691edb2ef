import HeadlessUIKit
import PlaygroundEngine

/// A tree of boxes of text: how the picture draws the coordinator tree and the controller
/// hierarchy. Stored flat, children by index, box 0 the root, so a deep tree is built and
/// drawn without recursion.
struct BoxTree {
    struct Box {
        var lines: [Line]
        var marks: Set<Mark> = []
        /// Where the box is on the coordinating chain from the visible screen, counting from 1
        /// as `chain` does; nil when it is not on it.
        var chainStep: Int?
        var children: [Int] = []
        /// How the line from the parent is drawn.
        var link: Link = .plain
    }

    struct Line {
        var text: String
        var kind: LineKind = .detail
    }

    enum LineKind {
        /// The object's name: bold.
        case head
        case detail
        /// A screen a coordinator still lists that is no longer where it put it.
        case stale
        /// Messages waiting in a coordinator's queue.
        case queued
    }

    /// What makes a box stand out. Written into the box's `class` in this order.
    /// `chain` is derived from `chainStep`.
    enum Mark: String, CaseIterable {
        /// The coordinator its root reports to now.
        case active
        /// The screen the person sees.
        case visible
        /// On the coordinating chain a message from the visible screen climbs.
        case chain
        /// The window, which holds the controllers but is not one.
        case window
    }

    enum Link: Equatable {
        case plain
        /// A labelled line: a navigation stack's index (`[0]`).
        case labelled(String)
        /// A dashed line: the parent presents this one modally.
        case presented
    }

    var boxes: [Box]
}

extension BoxTree.Box {
    var classes: [String] {
        ["box"] + BoxTree.Mark.allCases.filter { $0 == .chain ? chainStep != nil : marks.contains($0) }.map(\.rawValue)
    }
}

extension AppSnapshot {
    /// Each responder's step on the chain from the visible screen, from 1.
    var chainSteps: [ObjectName: Int] {
        var steps: [ObjectName: Int] = [:]
        for (index, link) in chain.enumerated() where steps[link.id] == nil { steps[link.id] = index + 1 }
        return steps
    }
}
