/// How a command's expected output lines line up with the lines it actually printed: a full match,
/// or the smallest set of changes that turns one into the other. The same steps decide pass/fail,
/// draw the diff, and tell `--update` which expected lines (wildcards included) still hold.
///
/// It is an edit-distance alignment computed by dynamic programming, not a greedy scan: `...`
/// covers exactly the lines that make the whole output match, so it can never swallow a line that
/// a later expected line needs, and a missing expected line after `...` is reported as missing.
/// `AlignmentGrid` finds the steps without keeping the whole table of costs.
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
        self.init(expected: expected, actual: actual, tableCellLimit: Self.tableCellLimit)
    }

    /// The largest table of costs kept whole (16 MB): bigger alignments are found in parts, in
    /// space linear in the output, since a drifted `state` document would otherwise ask for
    /// gigabytes (see `AlignmentGrid`).
    static let tableCellLimit = 1 << 22

    init(expected: [String], actual: [String], tableCellLimit: Int) {
        // Nearly every command of a passing replay printed exactly its expected lines: equal text
        // matches line by line (a `[..]` matches itself too), the path the grid would find.
        if expected == actual, !expected.contains(TranscriptSyntax.anyLines) {
            steps = expected.indices.map { .matched(expected: $0, actual: $0) }
            return
        }
        var grid = AlignmentGrid(expected: expected, actual: actual, tableCellLimit: tableCellLimit)
        let moves = grid.cheapestPath()
        var steps: [Step] = []
        steps.reserveCapacity(moves.count)
        var e = 0, a = 0
        var coveredFrom: Int?
        for move in moves {
            if e < grid.expectedCount, grid.isAnyLines(e) {
                if move == .down {
                    steps.append(.anyLines(expected: e, covering: (coveredFrom ?? a)..<a))
                    coveredFrom = nil
                    e += 1
                } else {
                    coveredFrom = coveredFrom ?? a
                    a += 1
                }
                continue
            }
            switch move {
            case .diagonal:
                steps.append(grid.matches(e, a) ? .matched(expected: e, actual: a) : .replaced(expected: e, actual: a))
                e += 1; a += 1
            case .down:
                steps.append(.missing(expected: e))
                e += 1
            case .right:
                steps.append(.unexpected(actual: a))
                a += 1
            }
        }
        self.steps = steps
    }
}
