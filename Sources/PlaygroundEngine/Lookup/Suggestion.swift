/// "Did you mean …?": the candidate closest to a mistyped name, when one is close enough to be a
/// typo rather than a different word.
enum Suggestion {
    /// The closest candidate by edit distance (case-insensitive), or nil when none is within the
    /// typo budget. Ties go to the earlier candidate, so the answer is always the same.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty else { return nil }
        let budget = typed.count <= 4 ? 1 : typed.count <= 9 ? 2 : 3
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()), limit: budget)
            if distance <= budget, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance; gives up early (returning more than `limit`) once every path exceeds
    /// it, so comparing a word with hundreds of object names stays cheap.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
