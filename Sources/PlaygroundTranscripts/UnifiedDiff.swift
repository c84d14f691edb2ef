/// Renders a whole-file sequence of `DiffLine`s as a unified diff: `-` expected, `+` actual, hunks
/// with a few unchanged lines of context and `@@ -line,count +line,count @@` headers, so long
/// output shows only where it differs.
///
/// Within a run of changes, removed lines come first, then added ones. When a removed line and the
/// added line paired with it differ only in whitespace, both are drawn with the whitespace made
/// visible: `·` for a space, `→` for a tab, `␣` for any other whitespace character. Otherwise text
/// is shown as is.
struct UnifiedDiff: Sendable {
    var lines: [DiffLine]
    var contextLineCount: Int

    init(lines: [DiffLine], contextLineCount: Int = 3) {
        self.lines = lines
        self.contextLineCount = contextLineCount
    }

    /// The diff under `--- expectedName` / `+++ actualName` headers; empty when nothing changed.
    func rendered(expectedName: String, actualName: String) -> String {
        let hunks = hunkRanges()
        guard !hunks.isEmpty else { return "" }
        var expectedLineNumbers: [Int] = [], actualLineNumbers: [Int] = []
        var expectedLine = 1, actualLine = 1
        for line in lines {
            expectedLineNumbers.append(expectedLine)
            actualLineNumbers.append(actualLine)
            if line.change != .added { expectedLine += 1 }
            if line.change != .removed { actualLine += 1 }
        }
        var output = ["--- \(expectedName)", "+++ \(actualName)"]
        for hunk in hunks {
            let hunkLines = lines[hunk]
            let expectedCount = hunkLines.count(where: { $0.change != .added })
            let actualCount = hunkLines.count(where: { $0.change != .removed })
            // As in `diff -u`, an empty side names the line before the hunk.
            let expectedStart = expectedLineNumbers[hunk.lowerBound] - (expectedCount == 0 ? 1 : 0)
            let actualStart = actualLineNumbers[hunk.lowerBound] - (actualCount == 0 ? 1 : 0)
            output.append("@@ -\(expectedStart),\(expectedCount) +\(actualStart),\(actualCount) @@")
            output += renderedBody(of: hunkLines)
        }
        return output.joined(separator: "\n")
    }

    /// Index ranges of the hunks: each change with its context, merged when contexts touch.
    private func hunkRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in lines.indices where lines[index].change != .unchanged {
            let range = max(0, index - contextLineCount)..<min(lines.count, index + contextLineCount + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    private func renderedBody(of hunkLines: ArraySlice<DiffLine>) -> [String] {
        var output: [String] = []
        var removed: [String] = [], added: [String] = []
        func flushChanges() {
            for (index, text) in removed.enumerated() {
                let partner = index < added.count ? added[index] : nil
                output.append("-" + Self.shown(text, besidePartner: partner))
            }
            for (index, text) in added.enumerated() {
                let partner = index < removed.count ? removed[index] : nil
                output.append("+" + Self.shown(text, besidePartner: partner))
            }
            removed = []; added = []
        }
        for line in hunkLines {
            switch line.change {
            case .removed: removed.append(line.text)
            case .added: added.append(line.text)
            case .unchanged:
                flushChanges()
                output.append(" " + line.text)
            }
        }
        flushChanges()
        return output
    }

    private static func shown(_ text: String, besidePartner partner: String?) -> String {
        guard let partner, text != partner else { return text }
        let withoutWhitespace = { (line: String) in line.filter { !$0.isWhitespace } }
        guard withoutWhitespace(text) == withoutWhitespace(partner) else { return text }
        return String(
            text.map { character -> Character in
                switch character {
                case " ": "·"
                case "\t": "→"
                case _ where character.isWhitespace: "␣"
                default: character
                }
            })
    }
}
