import PlaygroundEngine

/// Proves that a lesson holds the learner to each step's act and look, by working every step
/// through a coach of its own, as a learner would type it:
/// - no goal holds as the step starts;
/// - typed one command at a time, the solution completes the step exactly at its last command
///   the goals need, never before (and so does each `# or:` alternative in its place);
/// - every command the step's text asks for is in the solution (a command it only mentions is
///   written in bold, not as code);
/// - every trace line the text quotes (inline code that starts with `~ ` or `» `) is printed by
///   the solution, word for word;
/// - a step that asks for a prediction has the answer its solution gives read from the app as
///   its command runs;
/// - leaving out any one command of the solution leaves the step unsolved, unless its line says
///   why it is optional (`# optional: …`), which the checker reports.
///
/// `make test` runs it over every lesson; `coordinator-playground lesson check FILE` runs it
/// for a lesson's author.
package struct LessonChecker {
    /// One thing the checker found, at a step's heading.
    package struct Finding: Equatable, Sendable, CustomStringConvertible {
        package enum Kind: Equatable, Sendable {
            /// The step breaks a rule: the lesson needs changing.
            case failure
            /// An optional command, and why the lesson allows it.
            case note
        }

        package let kind: Kind
        package let path: String
        package let line: Int
        package let step: Int
        package let message: String

        package var description: String {
            "\(path):\(line): step \(step): \(kind == .failure ? "error: " : "")\(message)"
        }
    }

    private let apps: PlaygroundApps
    private let makeSession: (StartOptions) -> any LineInterpreter

    package init(apps: PlaygroundApps, makeSession: @escaping (StartOptions) -> any LineInterpreter = { Session(options: $0) }) {
        self.apps = apps
        self.makeSession = makeSession
    }

    package func check(_ lesson: Lesson) -> [Finding] {
        lesson.steps.indices.flatMap { check(step: $0, of: lesson) }
    }

    private func check(step index: Int, of lesson: Lesson) -> [Finding] {
        let step = lesson.steps[index]
        var findings: [Finding] = []
        func report(_ kind: Finding.Kind, _ message: String) {
            findings.append(Finding(kind: kind, path: lesson.path, line: step.line, step: step.number, message: message))
        }
        let lines = step.solutionLines
        let required = lines.indices.filter { lines[$0].optionalBecause == nil }
        guard let lastRequired = required.last else {
            report(.failure, "every line of the solution is optional: the goals need none of them")
            return findings
        }

        // As the step starts.
        let run: Run
        do {
            run = try Run(lesson: lesson, stepIndex: index, checker: self)
        } catch {
            report(.failure, "the app for this step cannot be built: \(error.message)")
            return findings
        }
        for (goal, holds) in zip(step.goals, run.heldAtStart) where holds {
            report(.failure, "the goal '\(goal.description)' (\(goal.condition)) already holds as the step starts (line \(goal.line))")
        }

        // The solution, one command at a time.
        let typed = lines.map(\.command)
        if let problem = run.finish(typed, expectingDoneAt: lastRequired) { report(.failure, problem) }

        // The solution's answer is what the app did, read from it, never the lesson's say-so.
        if step.prediction != nil, !run.predictedRight {
            report(.failure, "the solution's 'predict' is not what the app did: \(run.predictionVerdict ?? "its command did not run")")
        }

        // The trace the text quotes is the trace the solution prints.
        let printed = Self.normalized(run.printed)
        for quote in Self.traceQuotes(in: step.prose) where !printed.contains(Self.normalized(quote)) {
            report(.failure, "the text quotes '\(quote)', which the solution's output does not print")
        }

        // Each alternative in its line's place.
        for (position, line) in lines.enumerated() {
            for alternative in line.alternatives {
                var commands = typed
                commands[position] = alternative
                if let problem = problem(of: commands, in: lesson, stepIndex: index, doneAt: lastRequired) {
                    report(.failure, "with '\(alternative)' for '\(line.command)': \(problem)")
                }
            }
        }

        // What the text asks for is in the solution.
        let offered = Set(lines.flatMap { [$0.command] + $0.alternatives }.map(Self.normalized))
        let asked = CommandMentions.commands(in: step.prose, commandNames: CommandMentions.knownCommandNames)
            .filter { CoachCommand(parsing: $0) == nil }
        var seen = Set<String>()
        for command in asked where seen.insert(Self.normalized(command)).inserted && !offered.contains(Self.normalized(command)) {
            report(
                .failure,
                "the text asks for '\(command)', which the solution does not type "
                    + "(add it to the solution, as a line of its own, an '# or:' alternative, or with '# optional: why')")
        }

        // Each command needed, each optional one said.
        for position in lines.indices {
            let line = lines[position]
            if let reason = line.optionalBecause {
                report(.note, "'\(line.command)' is optional: \(reason)")
                continue
            }
            var commands = typed
            commands.remove(at: position)
            if completes(commands, in: lesson, stepIndex: index) {
                report(
                    .failure,
                    "the step is done without '\(line.command)': make a goal need it (an act, or a look with 'ran'), "
                        + "or say why it is optional ('# optional: …')")
            }
        }
        return findings
    }

    private func problem(of commands: [String], in lesson: Lesson, stepIndex: Int, doneAt position: Int) -> String? {
        do {
            let run = try Run(lesson: lesson, stepIndex: stepIndex, checker: self)
            return run.finish(commands, expectingDoneAt: position)
        } catch {
            return error.message
        }
    }

    private func completes(_ commands: [String], in lesson: Lesson, stepIndex: Int) -> Bool {
        guard let run = try? Run(lesson: lesson, stepIndex: stepIndex, checker: self) else { return false }
        for command in commands {
            _ = run.coach.execute(command)
            if run.isDone { return true }
        }
        return false
    }

    /// Inline code that starts with a trace line's mark: what the text says the trace prints.
    static func traceQuotes(in markdown: String) -> [String] {
        InlineCode.spans(in: markdown).filter { $0.hasPrefix("~ ") || $0.hasPrefix("» ") }
    }

    /// Commands compare as typed, less case and runs of spaces.
    private static func normalized(_ command: String) -> String {
        command.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    /// One step worked through in a coach of its own, resumed at the step's start.
    private final class Run {
        let coach: LessonCoach
        let heldAtStart: [Bool]
        private let lesson: Lesson
        private let stepNumber: Int
        /// Everything the commands typed so far printed, the coach's lines among it.
        private(set) var printed = ""

        init(lesson: Lesson, stepIndex: Int, checker: LessonChecker) throws(LessonReplay.Failure) {
            self.lesson = lesson
            stepNumber = lesson.steps[stepIndex].number
            let record = LessonRecord(currentStep: stepIndex + 1)
            let store = InMemoryProgressStore(LessonProgress(currentLesson: lesson.id, lessons: [lesson.id: record]))
            coach = LessonCoach(
                apps: checker.apps, lessons: [lesson], store: store, confirm: { _ in true }, makeSession: checker.makeSession)
            let started = coach.execute("lesson \(lesson.number)")
            guard !started.isError, let current = coach.state.current, current.stepIndex == stepIndex else {
                throw LessonReplay.Failure(message: started.output)
            }
            heldAtStart = current.goalsHeld
        }

        var predictedRight: Bool {
            coach.state.progress.lessons[lesson.id]?.predictedRight.contains(stepNumber) ?? false
        }

        /// The coach's ✓ or ✗ line after the prediction ran.
        var predictionVerdict: String? {
            printed.split(separator: "\n").first { $0.hasPrefix("✗ ") || $0.hasPrefix("✓ Your prediction") }.map(String.init)
        }

        var isDone: Bool {
            coach.state.progress.lessons[lesson.id]?.completedSteps.contains(stepNumber) ?? false
        }

        /// Types `commands` one by one; the step must be done after the one at `position`, and
        /// not before. The first problem found, which ends the run; nil when there is none.
        func finish(_ commands: [String], expectingDoneAt position: Int) -> String? {
            for (index, command) in commands.enumerated() {
                let result = coach.execute(command)
                printed += result.output + "\n"
                if result.isError && !result.crashed {
                    return "'\(command)' fails: \(result.output.split(separator: "\n").last ?? "")"
                }
                if isDone && index < position {
                    return "the step is done at '\(command)', before the solution's '\(commands[position])'"
                }
                if index == position && !isDone {
                    let unmet = zip(lesson.steps[stepNumber - 1].goals, coach.state.current?.goalsMet ?? [])
                        .filter { !$0.1 }.map { "'\($0.0.description)'" }
                    return "the solution leaves the step unsolved: \(unmet.joined(separator: ", ")) not met"
                }
            }
            return nil
        }
    }
}
