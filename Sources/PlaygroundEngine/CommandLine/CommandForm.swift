/// One way to call a command (`pop` or `pop to SCREEN-ID`): a sequence of argument slots.
package struct CommandForm: Sendable, Equatable {
    package let slots: [ArgumentSlot]

    package init(_ slots: ArgumentSlot...) { self.slots = slots }
    package init(slots: [ArgumentSlot]) { self.slots = slots }

    /// Whether `words` (the arguments, without the command name) fit this form exactly.
    func matches(_ words: [String]) -> Bool {
        positions(after: words).contains(slots.count)
    }

    /// The slots that could take the next word after `words`, in the form's order, or empty when
    /// `words` do not fit.
    func nextSlots(after words: [String]) -> [ArgumentSlot] {
        slots.indices.filter(positions(after: words).contains).map { slots[$0] }
    }

    /// Runs the form as a small automaton over the words: the slot positions reachable after
    /// reading them (a position equal to `slots.count` means "complete").
    private func positions(after words: [String]) -> Positions {
        var current = closure(of: Positions(0))
        for word in words {
            var next = Positions()
            for position in slots.indices where current.contains(position) {
                let slot = slots[position]
                guard slot.admits(word) else { continue }
                switch slot.multiplicity {
                case .one, .optional: next.insert(position + 1)
                case .zeroOrMore, .rest:
                    next.insert(position)
                    next.insert(position + 1)
                }
            }
            current = closure(of: next)
            if current.isEmpty { break }
        }
        return current
    }

    /// Adds the positions reachable by skipping optional slots: each skip only moves forward, so
    /// one pass in order reaches them all.
    private func closure(of positions: Positions) -> Positions {
        var result = positions
        for position in slots.indices where result.contains(position) {
            switch slots[position].multiplicity {
            case .optional, .zeroOrMore: result.insert(position + 1)
            case .one, .rest: break
            }
        }
        return result
    }

    /// Positions `0...slots.count` as the bits of one word: a form has a handful of slots, and the
    /// automaton runs for every command typed and every completion, where sets of integers were
    /// an allocation per step.
    private struct Positions {
        private var bits: UInt64 = 0

        init() {}
        init(_ position: Int) { insert(position) }

        var isEmpty: Bool { bits == 0 }

        func contains(_ position: Int) -> Bool {
            position < UInt64.bitWidth && bits & (1 << UInt64(position)) != 0
        }

        mutating func insert(_ position: Int) {
            precondition(position < UInt64.bitWidth, "a command form has fewer than 64 slots")
            bits |= 1 << UInt64(position)
        }
    }

    /// `pop to SCREEN-ID`
    func usage(for name: String) -> String {
        ([name] + slots.map(\.usage)).joined(separator: " ")
    }
}
