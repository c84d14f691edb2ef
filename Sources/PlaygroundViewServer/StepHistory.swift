/// Every picture the server was sent, one step each, for a page to step back through. Kept
/// compactly: a picture's panels are stored as their parts (each `<section` of the page, the
/// phone, a tree, the story), and a part the same as one kept already is kept once, so steps
/// that left a drawing as it was cost that drawing nothing. Bounded: once the parts kept pass
/// `budget` bytes, the oldest steps lose their pictures (their commands and titles stay), so a
/// session of any length holds at most the budget and a short line per step.
///
/// A step typed within a burst keeps no picture of its own, only its story panel: a page is
/// shown the next step's picture with this step's story in it, and told so.
struct StepHistory {
    struct Step {
        var label: String
        var title: String
        /// The parts of its panels, in order; nil once dropped for newer steps, and for a step
        /// typed within a burst.
        var parts: [Int]?
        /// A step typed within a burst: its story panel, until dropped for newer steps.
        var burstStory: Int?
        var isBurst = false
    }

    private struct Part {
        var text: String
        var uses: Int
    }

    let budget: Int
    private(set) var steps: [Step] = []
    private var parts: [Int: Part] = [:]
    private var partIDs: [String: Int] = [:]
    private var nextPart = 0
    /// The bytes of the parts kept.
    private(set) var keptBytes = 0
    /// The first step that may still have its picture: older ones have lost theirs.
    private var oldestKept = 0

    init(budget: Int = 48 << 20) {
        self.budget = budget
    }

    var count: Int { steps.count }

    /// How many steps still have their pictures.
    var picturedCount: Int { steps[oldestKept...].count(where: { $0.parts != nil }) }

    mutating func append(label: String, title: String, panels: String) {
        let ids = Self.split(panels).map { keep($0) }
        steps.append(Step(label: label, title: title, parts: ids))
        while keptBytes > budget, oldestKept < steps.count - 1 {
            drop(oldestKept)
            oldestKept += 1
        }
    }

    /// Keeps a step typed within a burst: its command and its story panel.
    mutating func appendBurst(label: String, story: String) {
        steps.append(Step(label: label, title: "", parts: nil, burstStory: keep(story), isBurst: true))
    }

    /// Step `number` (from 1) as a page receives it: `number label` on the first line, the
    /// title on the second, then the panels; empty panels for a step whose picture was dropped.
    /// A step typed within a burst gets the next kept picture with its own story in place of
    /// that picture's, after a note (`burstNote`) that says whose picture it is.
    func message(of number: Int) -> String? {
        guard steps.indices.contains(number - 1) else { return nil }
        let step = steps[number - 1]
        guard step.isBurst else {
            let panels = step.parts.map { $0.map { parts[$0]!.text }.joined() } ?? ""
            return Self.header(number: number, label: step.label, title: step.title) + panels
        }
        let story = step.burstStory.map { parts[$0]!.text }
        let after = steps[number...].firstIndex { !$0.isBurst }
        guard let after, let shown = steps[after].parts, let story else {
            // Too old: the pictures around it are no longer kept.
            return Self.header(number: number, label: step.label, title: "Coordinator Playground")
        }
        let panels = shown.map { id in
            let text = parts[id]!.text
            return text.hasPrefix(Self.storyPanelStart) ? story : text
        }
        return Self.header(number: number, label: step.label, title: steps[after].title) + Self.burstNote(after: after + 1)
            + panels.joined()
    }

    /// How a story panel begins (`StorySection`): the part a burst step's own story replaces.
    static let storyPanelStart = "<section class=\"panel story\""

    /// What a page shows above a burst step: the page's script puts it beside the step's command.
    static func burstNote(after number: Int) -> String {
        "<span class=\"burst-note\">typed in a burst: the picture is the app after step \(number)</span>\n"
    }

    static func header(number: Int, label: String, title: String) -> String {
        "\(number) " + oneLine(label) + "\n" + oneLine(title) + "\n"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The panels cut before each `<section`, so each part is one panel and what follows it.
    static func split(_ panels: String) -> [String] {
        var pieces: [String] = []
        var rest = panels[...]
        while let next = rest.dropFirst().range(of: "<section") {
            pieces.append(String(rest[..<next.lowerBound]))
            rest = rest[next.lowerBound...]
        }
        if !rest.isEmpty { pieces.append(String(rest)) }
        return pieces
    }

    private mutating func keep(_ text: String) -> Int {
        if let id = partIDs[text] {
            parts[id]!.uses += 1
            return id
        }
        let id = nextPart
        nextPart += 1
        parts[id] = Part(text: text, uses: 1)
        partIDs[text] = id
        keptBytes += text.utf8.count
        return id
    }

    private mutating func drop(_ index: Int) {
        let ids = (steps[index].parts ?? []) + (steps[index].burstStory.map { [$0] } ?? [])
        steps[index].parts = nil
        steps[index].burstStory = nil
        for id in ids {
            parts[id]!.uses -= 1
            guard parts[id]!.uses == 0, let text = parts.removeValue(forKey: id)?.text else { continue }
            partIDs[text] = nil
            keptBytes -= text.utf8.count
        }
    }
}
