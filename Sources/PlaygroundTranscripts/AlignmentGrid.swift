/// The edit graph `OutputAlignment` walks, and its cheapest path found in linear space.
///
/// Node (e, a) means "expected lines from e on and printed lines from a on are still to align";
/// its cost is that of the cheapest alignment of those suffixes. From a node the path moves down
/// (an expected line is missing, or a `...` stops covering), diagonally (a line matches or is
/// replaced) or right (a printed line is unexpected, or a `...` covers it). At each node it takes
/// the first cheapest move in `OutputAlignment`'s tie order, so the path depends only on the costs
/// of the node and its neighbours below and to the right.
///
/// A row's costs follow from the row below alone, so the costs of any row come from a pass up from
/// the last one in space for two rows; that makes the path computable by halving: the costs of the
/// middle row are all the upper half needs to walk its part exactly, and the column where that
/// part enters the middle row is where the lower half starts. Parts small enough are walked from a
/// whole table of costs, which is faster; `tableCellLimit` bounds that table.
struct AlignmentGrid {
    enum Move: UInt8, Equatable, Sendable { case down, diagonal, right }

    /// What an expected line accepts: literal lines compare by interned number, not by text.
    private enum Row {
        case anyLines
        case literal(Int32)
        case pattern(LinePattern)
    }

    private let rows: [Row]
    private let actual: [String]
    private let actualIDs: [Int32]
    private let tableCellLimit: Int

    /// The most cost cells held at once while finding the path (tables and rows together).
    private(set) var peakCellCount = 0
    private var cellCount = 0

    init(expected: [String], actual: [String], tableCellLimit: Int) {
        var ids: [String: Int32] = [:]
        actualIDs = actual.map { line in
            if let id = ids[line] { return id }
            let id = Int32(ids.count)
            ids[line] = id
            return id
        }
        rows = expected.map { line in
            if line == TranscriptSyntax.anyLines { return .anyLines }
            // One pass over the bytes spares most lines the (slow) substring search.
            if line.utf8.contains(UInt8(ascii: "[")), line.contains(TranscriptSyntax.anyText) { return .pattern(LinePattern(line)) }
            return .literal(ids[line] ?? -1)
        }
        self.actual = actual
        self.tableCellLimit = max(tableCellLimit, 1)
    }

    var expectedCount: Int { rows.count }
    var actualCount: Int { actual.count }

    func isAnyLines(_ e: Int) -> Bool {
        if case .anyLines = rows[e] { true } else { false }
    }

    func matches(_ e: Int, _ a: Int) -> Bool {
        switch rows[e] {
        case .anyLines: false
        case .literal(let id): actualIDs[a] == id
        case .pattern(let pattern): pattern.matches(actual[a])
        }
    }

    /// The path from (0, 0) to (expected count, actual count), one move at a time.
    mutating func cheapestPath() -> [Move] {
        var moves: [Move] = []
        // Leading lines that match: a matching line always moves diagonally.
        var start = 0
        while start < min(expectedCount, actualCount), matches(start, start) {
            moves.append(.diagonal)
            start += 1
        }
        var column = start
        if start < expectedCount {
            // Past the last expected line, each printed line left is unexpected.
            let lastRow = (start...actualCount).map { Int32(actualCount - $0) }
            hold(lastRow.count)
            defer { release(lastRow.count) }
            column = walk(rows: start..<expectedCount, from: start, costsBelow: lastRow, moves: &moves)
        }
        moves += repeatElement(.right, count: actualCount - column)
        return moves
    }

    /// Appends the moves from (rows.lowerBound, column) until the path enters row rows.upperBound,
    /// and returns the column where it does. `costsBelow` holds that row's costs from `column` on.
    private mutating func walk(rows: Range<Int>, from column: Int, costsBelow: [Int32], moves: inout [Move]) -> Int {
        let width = actualCount - column + 1
        if rows.count == 1 || rows.count * width <= tableCellLimit {
            return walkTable(rows: rows, from: column, costsBelow: costsBelow, moves: &moves)
        }
        let middle = rows.lowerBound + rows.count / 2
        let middleCosts = costs(atTopOf: middle..<rows.upperBound, from: column, costsBelow: costsBelow)
        hold(width)
        let entry = walk(rows: rows.lowerBound..<middle, from: column, costsBelow: middleCosts, moves: &moves)
        release(width)
        let lowerCosts = Array(costsBelow[(entry - column)...])
        hold(lowerCosts.count)
        defer { release(lowerCosts.count) }
        return walk(rows: middle..<rows.upperBound, from: entry, costsBelow: lowerCosts, moves: &moves)
    }

    /// The costs of row `rows.lowerBound` from `column` on, by a pass up from the row below `rows`.
    private mutating func costs(atTopOf rows: Range<Int>, from column: Int, costsBelow: [Int32]) -> [Int32] {
        var below = costsBelow
        var here = costsBelow
        hold(2 * costsBelow.count)
        defer { release(2 * costsBelow.count) }
        for e in rows.reversed() {
            below.withUnsafeBufferPointer { below in
                here.withUnsafeMutableBufferPointer { here in fill(row: e, from: column, below: below, into: here) }
            }
            swap(&below, &here)
        }
        return below
    }

    /// Walks `rows` from a whole table of their costs.
    private mutating func walkTable(rows: Range<Int>, from column: Int, costsBelow: [Int32], moves: inout [Move]) -> Int {
        let width = costsBelow.count
        var table = [Int32](repeating: 0, count: (rows.count + 1) * width)
        hold(table.count)
        defer { release(table.count) }
        table.withUnsafeMutableBufferPointer { table in
            for (index, cost) in costsBelow.enumerated() { table[rows.count * width + index] = cost }
            for r in stride(from: rows.count - 1, through: 0, by: -1) {
                let below = UnsafeBufferPointer(rebasing: table[((r + 1) * width)..<((r + 2) * width)])
                let here = UnsafeMutableBufferPointer(rebasing: table[(r * width)..<((r + 1) * width)])
                fill(row: rows.lowerBound + r, from: column, below: below, into: here)
            }
        }
        var e = rows.lowerBound, a = column
        while e < rows.upperBound {
            let index = (e - rows.lowerBound) * width + (a - column)
            let move = cheapestMove(
                e, a, cost: table[index], costBelow: table[index + width],
                costDiagonal: a < actualCount ? table[index + width + 1] : nil)
            moves.append(move)
            switch move {
            case .down: e += 1
            case .diagonal: e += 1; a += 1
            case .right: a += 1
            }
        }
        return a
    }

    /// The costs of row `e` from `column` on, from those of row e + 1.
    private func fill(row e: Int, from column: Int, below: UnsafeBufferPointer<Int32>, into here: UnsafeMutableBufferPointer<Int32>) {
        let last = actualCount - column
        if isAnyLines(e) {
            here[last] = below[last]
            for index in stride(from: last - 1, through: 0, by: -1) {
                here[index] = min(below[index], here[index + 1])
            }
        } else {
            here[last] = 1 + below[last]
            for index in stride(from: last - 1, through: 0, by: -1) {
                here[index] =
                    matches(e, column + index)
                    ? below[index + 1]
                    : 1 + min(below[index], below[index + 1], here[index + 1])
            }
        }
    }

    /// The first move in the tie order (match, `...` covering as little as possible, missing,
    /// replaced, unexpected) that keeps the path as cheap as `cost`.
    private func cheapestMove(_ e: Int, _ a: Int, cost: Int32, costBelow: Int32, costDiagonal: Int32?) -> Move {
        if isAnyLines(e) { return costBelow == cost ? .down : .right }
        if a < actualCount, matches(e, a) { return .diagonal }
        if 1 + costBelow == cost { return .down }
        if let costDiagonal, 1 + costDiagonal == cost { return .diagonal }
        return .right
    }

    private mutating func hold(_ cells: Int) {
        cellCount += cells
        peakCellCount = max(peakCellCount, cellCount)
    }

    private mutating func release(_ cells: Int) {
        cellCount -= cells
    }
}
