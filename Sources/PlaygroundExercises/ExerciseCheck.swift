import PlaygroundEngine
import PlaygroundLessons

/// Runs an exercise's checks (its `checks.md`, read as a lesson) on the learner's app: each step's
/// solution commands in order on one session, as the lessons' replay does, then its goals judged
/// once. The first step that fails ends the run; it is run again on a fresh app with the whole
/// trace on (`trace all`: the journey, the callbacks, and the `»` decisions the coordinators
/// made, where they made them), followed by the looks its text names on an `Explain:` line
/// (``Explain: `holders SettingsCoordinator` ``), for the verdict to show why.
public struct ExerciseCheck {
    private let checks: Lesson
    private let makeSession: (StartOptions) -> any LineInterpreter

    public init(checks: Lesson, makeSession: @escaping (StartOptions) -> any LineInterpreter = { Session(options: $0) }) {
        self.checks = checks
        self.makeSession = makeSession
    }

    /// `announce` hears each step just before it runs: the runner tells its parent, so that a
    /// crash that ends the process is blamed on the right step.
    public func run(announcing announce: (LessonStep) -> Void = { _ in }) -> ExerciseVerdict {
        var steps: [ExerciseVerdict.Step] = []
        var explanation: ExerciseVerdict.Explanation?
        var session = makeSession(checks.startOptions)
        for command in checks.setup { _ = session.execute(command) }
        for (index, step) in checks.steps.enumerated() {
            guard explanation == nil else {
                steps.append(.init(number: step.number, title: step.title, goals: [], outcome: .notRun))
                continue
            }
            announce(step)
            if let options = step.startOptions { session = makeSession(options) }
            let judged = judge(step, on: session)
            steps.append(judged)
            if judged.outcome != .passed { explanation = explain(stepAt: index) }
        }
        return ExerciseVerdict(title: checks.title, steps: steps, explanation: explanation)
    }

    private func judge(_ step: LessonStep, on session: any LineInterpreter) -> ExerciseVerdict.Step {
        var output = ""
        var last: String?
        for command in step.engineSolution {
            let result = session.execute(command)
            if result.crashed {
                let reason = result.lines.first { $0.kind == .crash }?.text ?? result.output
                return .init(number: step.number, title: step.title, goals: [], outcome: .crashed(command: command, reason: reason))
            }
            if result.isError {
                let reason = result.lines.last?.text ?? ""
                return .init(number: step.number, title: step.title, goals: [], outcome: .refused(command: command, reason: reason))
            }
            output += result.output + "\n"
            last = command.split(separator: " ").first.map(String.init)
        }
        let goals = step.goalResults(in: session, lastCommand: last, lastOutput: output)
        return .init(number: step.number, title: step.title, goals: goals, outcome: goals.allSatisfy(\.isMet) ? .passed : .failed)
    }

    /// The failed step once more, on a fresh app brought to its start, with the whole trace on:
    /// the decisions are what the learner's code chose, and where.
    private func explain(stepAt index: Int) -> ExerciseVerdict.Explanation {
        let step = checks.steps[index]
        var ran: [ExerciseVerdict.Explanation.Ran] = []
        if let session = try? LessonReplay.session(for: checks, atStartOfStep: index, makeSession: makeSession) {
            _ = session.execute("trace all")
            for command in step.engineSolution + Self.explainingLooks(in: step.prose) {
                let result = session.execute(command)
                ran.append(.init(command: command, lines: result.lines.map(\.text)))
                if result.isError { break }
            }
        }
        return .init(stepNumber: step.number, ran: ran, hint: step.hints.first)
    }

    /// The commands in backticks on the prose's `Explain:` lines.
    static func explainingLooks(in prose: String) -> [String] {
        prose.split(separator: "\n").filter { $0.hasPrefix("Explain:") }.flatMap { line in
            line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
                String($0.element)
            }
        }
    }
}
