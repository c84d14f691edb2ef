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
        /// What the last command's story did here, if it came this way.
        var story: CommandStory.Mark?
    }

    struct Line {
        var text: String
        var kind: LineKind = .detail
        /// The coordinator this line names, whose tag follows the text.
        var key: CoordinatorKey?
    }

    enum LineKind: Equatable {
        /// The object's name: bold.
        case head
        case detail
        /// A screen a coordinator still lists that is no longer where it put it.
        case stale
        /// Messages waiting in a coordinator's queue.
        case queued
        /// What the last command's story did here, coloured by what it did.
        case story(CommandStory.Mark)
        /// A `»` decision made here, in the story's words.
        case decision
        /// New or changed since the picture before, or gone with why.
        case change
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
        /// Not there before the last command.
        case new
        /// There before, different now.
        case changed
        /// Gone since the picture before: drawn faded, this once, with why.
        case gone
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
    /// The coordinator the box is tied to: its own, or the one its controller reports to.
    var key: CoordinatorKey? { lines.lazy.compactMap(\.key).first }

    var classes: [String] {
        ["box"] + BoxTree.Mark.allCases.filter { $0 == .chain ? chainStep != nil : marks.contains($0) }.map(\.rawValue)
            + (story.map { ["story", "story-" + $0.name] } ?? [])
    }

    /// Marks the box with what the story did here: a line that says it, last, and the mark.
    mutating func mark(_ story: CommandStory.Mark?) {
        guard let story else { return }
        self.story = story
        lines.append(BoxTree.Line(text: story.line, kind: .story(story)))
    }

    /// The story's `»` decisions made by `decider` here, in order, without its name (the box
    /// says it): the first few, and how many more the story panel tells.
    mutating func mark(decisions: [String], by decider: ObjectName) {
        let shown = 3
        for line in decisions.prefix(decisions.count > shown ? shown - 1 : shown) {
            let prefix = decider.description + " "
            lines.append(BoxTree.Line(text: "» " + (line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line), kind: .decision))
        }
        if decisions.count > shown {
            lines.append(BoxTree.Line(text: "» and \(decisions.count - shown + 1) more (the story lists them)", kind: .decision))
        }
    }

    /// Marks the box new or changed, with a line that says so.
    mutating func mark(_ difference: SnapshotDifference, for object: ObjectName) {
        guard let line = difference.line(for: object) else { return }
        marks.insert(difference.new.contains(object) ? .new : .changed)
        lines.append(BoxTree.Line(text: line, kind: .change))
    }
}

extension CommandStory.Mark {
    /// One word for what happened here: the outcome of a hop, `fired`, `heard`.
    var name: String {
        switch self {
        case .hop(_, let outcome): StorySection.words(for: outcome).name
        case .fired: "fired"
        case .heard: "heard"
        }
    }

    /// The line in the box: `◆ cartToggle: handled`, `◆ fired onSignUpButtonTap`.
    var line: String {
        switch self {
        case .hop(let message, let outcome): "◆ \(message): \(StorySection.words(for: outcome).name)"
        case .fired(let output): "◆ fired \(output)"
        case .heard(let output, let method): "◆ heard \(output) → \(method)"
        }
    }

    /// Its colour, as the story panel's.
    var colour: String {
        switch self {
        case .hop(_, .passed): Palette.passed
        case .hop(_, .handled), .heard: Palette.handled
        case .hop(_, .forwarded), .fired: Palette.accent
        case .hop(_, .changed): Palette.changed
        case .hop(_, .threw): Palette.chain
        }
    }

    /// Whether the story ended here (handled, thrown back, heard), which the box's frame shows.
    var isEnd: Bool {
        switch self {
        case .hop(_, let outcome): outcome.ends
        case .heard: true
        case .fired: false
        }
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
