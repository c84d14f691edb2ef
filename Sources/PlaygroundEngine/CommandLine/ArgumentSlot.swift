/// One argument position in a command form: what it is called in the usage line, what it names,
/// and how often it may appear.
package struct ArgumentSlot: Sendable, Equatable {
    package enum Multiplicity: Sendable, Equatable {
        case one
        case optional
        /// Any number of words, each one argument (`key=value ...`).
        case zeroOrMore
        /// One or more words that together are one argument (free text: `type FIELD TEXT`).
        case rest
    }

    /// As the usage line shows it: `CONTROL`, `to`, `key=value`, `on|off`.
    package let placeholder: String
    package let kind: ArgumentKind
    package let multiplicity: Multiplicity
    /// The words a `keyword` or `choice` slot accepts.
    package let choices: [String]

    package init(_ placeholder: String, _ kind: ArgumentKind, _ multiplicity: Multiplicity = .one, choices: [String] = []) {
        self.placeholder = placeholder
        self.kind = kind
        self.multiplicity = multiplicity
        self.choices = choices
    }

    package static func keyword(_ word: String) -> ArgumentSlot {
        ArgumentSlot(word, .keyword, choices: [word])
    }

    package static func choice(_ choices: [String], _ multiplicity: Multiplicity = .one) -> ArgumentSlot {
        ArgumentSlot(choices.joined(separator: "|"), .choice, multiplicity, choices: choices)
    }

    /// The slot as the usage line writes it: `[FILE]`, `[key=value ...]`.
    package var usage: String {
        switch multiplicity {
        case .one, .rest: placeholder
        case .optional: "[\(placeholder)]"
        case .zeroOrMore: "[\(placeholder) ...]"
        }
    }

    /// Whether `word` can stand in this slot as far as the grammar goes. Only keywords (and the
    /// `key=value` shape) are checked here; names are checked by the command, which can then say
    /// what is wrong and what was meant.
    func admits(_ word: String) -> Bool {
        switch kind {
        case .keyword: choices.contains { $0.equalsIgnoringCase(word) }
        case .messageArgument: word.contains("=")
        default: true
        }
    }
}
