extension ExerciseVerdict {
    /// The verdict as `exercise watch` prints it: every step with its goals, then the first
    /// failure's commands with `trace all`, what explains it, and a hint; the last line sums up.
    public var lines: [String] {
        var lines: [String] = []
        for step in steps {
            lines.append("step \(step.number): \(step.title)" + (step.outcome == .notRun ? " (not run)" : ""))
            switch step.outcome {
            case .crashed(let command, let reason):
                lines.append("  ✗ '\(command)' crashed the app: \(reason)")
            case .refused(let command, let reason):
                lines.append("  ✗ '\(command)' was refused: \(reason)")
            case .notRun:
                continue
            case .passed, .failed:
                break
            }
            for goal in step.goals {
                lines.append(
                    "  \(goal.isMet ? "✓" : "✗") \(goal.description)" + (goal.description == goal.condition ? "" : ": \(goal.condition)"))
            }
        }
        if let explanation {
            lines.append("")
            lines.append("Step \(explanation.stepNumber) again, with trace all (» is what a coordinator decided):")
            for ran in explanation.ran {
                lines.append("> \(ran.command)")
                lines += ran.lines.map { "  " + $0 }
            }
            if let hint = explanation.hint { lines.append("Hint: \(hint)") }
        }
        let passing = steps.count { $0.outcome == .passed }
        lines.append(passed ? "✓ \(title): every check passes" : "✗ \(title): \(passing) of \(steps.count) steps pass")
        return lines
    }
}
