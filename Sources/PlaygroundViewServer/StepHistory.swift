/// Every picture the server was sent, one step each, for a page to step back through. Kept
/// compactly: a picture's panels are stored as their parts (each `<section` of the page, the
/// phone, a tree, the story), and a part the same as one kept already is kept once, so steps
/// that left a drawing as it was cost that drawing nothing. Bounded: once the parts kept pass
/// `budget` bytes, the oldest steps lose their pictures (their commands and titles stay), so a
/// session of any length holds at most the budget and a short line per step.
struct StepHistory {
    struct Step {
        var label: String
        var title: String
        /// The parts of its panels, in order; nil once dropped for newer steps.
        var parts: [Int]?
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

    /// Step `number` (from 1) as a page receives it: `number label` on the first line, the
    /// title on the second, then the panels; empty panels for a step whose picture was dropped.
    func message(of number: Int) -> String? {
        guard steps.indices.contains(number - 1) else { return nil }
        let step = steps[number - 1]
        let panels = step.parts.map { $0.map { parts[$0]!.text }.joined() } ?? ""
        return Self.header(number: number, label: step.label, title: step.title) + panels
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
        guard let ids = steps[index].parts else { return }
        steps[index].parts = nil
        for id in ids {
            parts[id]!.uses -= 1
            guard parts[id]!.uses == 0, let text = parts.removeValue(forKey: id)?.text else { continue }
            partIDs[text] = nil
            keptBytes -= text.utf8.count
        }
    }
}
