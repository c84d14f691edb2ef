/// One way to call a command (`pop` or `pop to SCREEN-ID`): a sequence of argument slots.
package struct CommandForm: Sendable, Equatable {
    package let slots: [ArgumentSlot]

    package init(_ slots: ArgumentSlot...) { self.slots = slots }
    package init(slots: [ArgumentSlot]) { self.slots = slots }

    /// Whether `words` (the arguments, without the command name) fit this form exactly.
    func matches(_ words: [String]) -> Bool {
        positions(after: words).contains(slots.count)
    }

    /// The slots that could take the next word after `words`, or empty when `words` do not fit.
    func nextSlots(after words: [String]) -> [ArgumentSlot] {
        positions(after: words).filter { $0 < slots.count }.map { slots[$0] }
    }

    /// Runs the form as a small automaton over the words: the set of slot positions reachable
    /// after reading them (a position equal to `slots.count` means "complete").
    private func positions(after words: [String]) -> Set<Int> {
        var current = closure(of: [0])
        for word in words {
            var next: Set<Int> = []
            for position in current where position < slots.count {
                let slot = slots[position]
                guard slot.admits(word) else { continue }
                switch slot.multiplicity {
                case .one, .optional: next.insert(position + 1)
                case .zeroOrMore, .rest: next.formUnion([position, position + 1])
                }
            }
            current = closure(of: next)
            if current.isEmpty { break }
        }
        return current
    }

    /// Adds the positions reachable by skipping optional slots.
    private func closure(of positions: Set<Int>) -> Set<Int> {
        var result = positions
        var pending = Array(positions)
        while let position = pending.popLast() {
            guard position < slots.count else { continue }
            switch slots[position].multiplicity {
            case .optional, .zeroOrMore:
                if result.insert(position + 1).inserted { pending.append(position + 1) }
            case .one, .rest:
                break
            }
        }
        return result
    }

    /// `pop to SCREEN-ID`
    func usage(for name: String) -> String {
        ([name] + slots.map(\.usage)).joined(separator: " ")
    }
}
