/// One expected output line that is not `...`: literal text in which each `[..]` stands for any
/// text within the line. Never a regex, so `.`, `*` or `(` in program output need no escaping.
struct LinePattern: Equatable, Sendable {
    /// The literal pieces between the `[..]`s; one piece means the line must be equal.
    private let pieces: [Substring]

    init(_ expected: String) {
        // Most lines are literal: skip the (slow) search and split by a string when the line has
        // no `[` at all, which one pass over its bytes tells.
        pieces =
            expected.utf8.contains(UInt8(ascii: "[")) && expected.contains(TranscriptSyntax.anyText)
            ? expected.split(separator: TranscriptSyntax.anyText, omittingEmptySubsequences: false)
            : [Substring(expected)]
    }

    func matches(_ actual: String) -> Bool {
        guard pieces.count > 1, let first = pieces.first, let last = pieces.last else {
            return pieces.count == 1 && pieces[0] == actual
        }
        var rest = Substring(actual)
        guard rest.hasPrefix(first) else { return false }
        rest = rest.dropFirst(first.count)
        guard rest.hasSuffix(last) else { return false }
        rest = rest.dropLast(last.count)
        // Placing each middle piece at its earliest occurrence leaves the most room for the rest,
        // so this greedy search is exact for `[..]`.
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.firstRange(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}
