/// The line the runner prints to its parent just before each step runs, on its standard output
/// among the verdict's lines: when the learner's code ends the process (a `fatalError`, a
/// force-unwrap) or never returns, the parent names the step from the last one it read.
public struct StepAnnouncement: Equatable, Sendable {
    package let number: Int
    package let title: String

    public init(number: Int, title: String) {
        self.number = number
        self.title = title
    }

    /// Marks the line as the runner's, not the verdict's.
    static let prefix = "@@step "

    public var line: String { Self.prefix + "\(number) \(title)" }

    package init?(line: String) {
        guard line.hasPrefix(Self.prefix) else { return nil }
        let rest = line.dropFirst(Self.prefix.count)
        guard let space = rest.firstIndex(of: " "), let number = Int(rest[..<space]) else { return nil }
        self.init(number: number, title: String(rest[rest.index(after: space)...]))
    }

    /// How the person reads it: `step 2 (Back stops the child)`.
    package var named: String { "step \(number) (\(title))" }
}
