/// How a command's expected output lines line up with the lines it actually printed: a full match,
/// or the smallest set of changes that turns one into the other. The same steps decide pass/fail,
/// draw the diff, and tell `--update` which expected lines (wildcards included) still hold.
///
/// It is an edit-distance alignment computed by dynamic programming, not a greedy scan: `...`
/// covers exactly the lines that make the whole output match, so it can never swallow a line that
/// a later expected line needs, and a missing expected line after `...` is reported as missing.
struct OutputAlignment: Equatable, Sendable {
    enum Step: Equatable, Sendable {
        /// An expected line (literal or with `[..]`) matches an actual line.
        case matched(expected: Int, actual: Int)
        /// A `...` line covers these actual lines (possibly none).
        case anyLines(expected: Int, covering: Range<Int>)
        /// An expected line with nothing printed in its place.
        case missing(expected: Int)
        /// An expected line that does not match the line printed in its place.
        case replaced(expected: Int, actual: Int)
        /// A printed line no expected line accounts for.
        case unexpected(actual: Int)

        var isDifference: Bool {
            switch self {
            case .matched, .anyLines: false
            case .missing, .replaced, .unexpected: true
            }
        }
    }

    let steps: [Step]

    var matches: Bool { !steps.contains(where: \.isDifference) }

    /// Costs: a missing, replaced or unexpected line costs 1; a match or what `...` covers costs 0.
    /// A replaced line costing the same as a missing one makes a changed line next to a `...` show
    /// as `-old +new` (and `--update` keep the `...` and pin the new line) rather than letting the
    /// `...` take the new line while the old one is merely reported missing.
    ///
    /// Ties are broken in a fixed order (match, `...` covering as little as possible, missing,
    /// replaced, unexpected) so the same input always gives the same diff.
    init(expected: [String], actual: [String]) {
        enum ExpectedLine {
            case anyLines
            case line(LinePattern)
        }
        let expectedLines = expected.map { $0 == TranscriptSyntax.anyLines ? ExpectedLine.anyLines : .line(LinePattern($0)) }
        let expectedCount = expectedLines.count, actualCount = actual.count
        // The common case, a passing command without `...`: every line matches the one printed in
        // its place. The table below would find the same steps in (expected × actual) matches.
        if expectedCount == actualCount, (0..<expectedCount).allSatisfy({ index in
            if case .line(let pattern) = expectedLines[index] { pattern.matches(actual[index]) } else { false }
        }) {
            steps = (0..<expectedCount).map { .matched(expected: $0, actual: $0) }
            return
        }
        let width = actualCount + 1

        // cost[e * width + a]: the cheapest alignment of expected[e...] with actual[a...].
        var cost = [Int](repeating: 0, count: (expectedCount + 1) * width)
        func costAt(_ e: Int, _ a: Int) -> Int { cost[e * width + a] }
        func lineMatches(_ e: Int, _ a: Int) -> Bool {
            if case .line(let pattern) = expectedLines[e] { pattern.matches(actual[a]) } else { false }
        }
        for e in stride(from: expectedCount, through: 0, by: -1) {
            for a in stride(from: actualCount, through: 0, by: -1) {
                let best: Int
                if e == expectedCount {
                    best = actualCount - a
                } else if case .anyLines = expectedLines[e] {
                    best = a == actualCount ? costAt(e + 1, a) : min(costAt(e + 1, a), costAt(e, a + 1))
                } else if a == actualCount {
                    best = 1 + costAt(e + 1, a)
                } else if lineMatches(e, a) {
                    best = costAt(e + 1, a + 1)
                } else {
                    best = 1 + min(costAt(e + 1, a), costAt(e + 1, a + 1), costAt(e, a + 1))
                }
                cost[e * width + a] = best
            }
        }

        var steps: [Step] = []
        var e = 0, a = 0
        var coveredFrom: Int?
        while e < expectedCount || a < actualCount {
            let here = costAt(e, a)
            if e < expectedCount, case .anyLines = expectedLines[e] {
                if costAt(e + 1, a) == here {
                    steps.append(.anyLines(expected: e, covering: (coveredFrom ?? a)..<a))
                    coveredFrom = nil
                    e += 1
                } else {
                    coveredFrom = coveredFrom ?? a
                    a += 1
                }
            } else if e < expectedCount, a < actualCount, lineMatches(e, a) {
                steps.append(.matched(expected: e, actual: a))
                e += 1; a += 1
            } else if e < expectedCount, 1 + costAt(e + 1, a) == here {
                steps.append(.missing(expected: e))
                e += 1
            } else if e < expectedCount, a < actualCount, 1 + costAt(e + 1, a + 1) == here {
                steps.append(.replaced(expected: e, actual: a))
                e += 1; a += 1
            } else {
                steps.append(.unexpected(actual: a))
                a += 1
            }
        }
        self.steps = steps
    }
}
