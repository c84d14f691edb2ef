/// One line of a step's solution: a command, and what the lesson says of it after a `#`.
///
///     select promoted:0       # or: select "Wool Coat"
///     trace off               # optional: the step's text offers it once the trace is read
///
/// The lesson checker holds every command the step's text asks for to a line here, and every
/// line to its goals: leaving one out must leave the step unsolved, unless the line says why it
/// is optional.
package struct SolutionLine: Equatable, Sendable {
    package let command: String
    /// Commands the text offers in its place, each of which must solve the step as well.
    let alternatives: [String]
    /// Why the step is done without it, when it is.
    let optionalBecause: String?

    init(command: String, alternatives: [String] = [], optionalBecause: String? = nil) {
        self.command = command
        self.alternatives = alternatives
        self.optionalBecause = optionalBecause
    }

    /// Reads `command  # or: other` and `command  # optional: reason`; a `#` not followed by
    /// one of those words belongs to the command (`holders CatalogCoordinator#1`).
    init(parsing text: String) throws(GoalConditionError) {
        var command = Substring(text)
        var alternatives: [String] = []
        var optionalBecause: String?
        while let marker = command.ranges(of: " # ").last {
            let note = command[marker.upperBound...].trimmingWhitespace()
            if let alternative = note.removingPrefix("or:") {
                guard !alternative.isEmpty else { throw GoalConditionError(message: "'# or:' needs the other command after it") }
                alternatives.insert(alternative, at: 0)
            } else if let reason = note.removingPrefix("optional:") {
                guard !reason.isEmpty else { throw GoalConditionError(message: "'# optional:' needs the reason after it") }
                optionalBecause = reason
            } else {
                break
            }
            command = command[..<marker.lowerBound]
        }
        self.init(command: command.trimmingWhitespace(), alternatives: alternatives, optionalBecause: optionalBecause)
    }

    /// The line as `solution` shows it to the learner.
    var shown: String {
        var text = command
        for alternative in alternatives { text += "   (or: \(alternative))" }
        if let optionalBecause { text += "   (optional: \(optionalBecause))" }
        return text
    }
}

extension String {
    fileprivate func removingPrefix(_ prefix: String) -> String? {
        guard lowercased().hasPrefix(prefix) else { return nil }
        return dropFirst(prefix.count).trimmingWhitespace()
    }
}
