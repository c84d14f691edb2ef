import Foundation

/// Runs guided lessons around a live session, as Learn Git Branching does around its sandbox:
/// the learner types any command; the coach answers its own (`lesson`, `goal`, `hint`,
/// `solution`, `next`, `skip`), hands every other line to the engine, and after each one checks
/// the current step's goals against the live app, saying when they are all met.
///
/// Pure like the session: lines in, output out. Questions ("show the solution?") go through
/// `confirm`, which the front end answers at the terminal, or always with yes when input is piped.
public final class LessonCoach: LineInterpreter {
    /// Read on first use: most sittings never open a lesson, and parsing them all was most of
    /// the time from start to the first prompt.
    public private(set) lazy var lessons: [Lesson] = loadLessons().sorted { $0.number < $1.number }
    private let loadLessons: () -> [Lesson]
    /// The app the learner is working on; replaced when a lesson starts or a step is rebuilt.
    public private(set) var session: any LineInterpreter
    private let store: any ProgressStore
    private let confirm: (String) -> Bool
    private let makeSession: (StartOptions) -> any LineInterpreter
    private var progress: LessonProgress
    private var current: StepInProgress?
    /// Lines to show before the next output: a progress file that had to be set aside.
    private var notices: [String] = []
    /// A save that fails warns once, not after every command.
    private var hasWarnedAboutSaving = false

    /// The step being worked on, and what the learner did in it so far.
    private struct StepInProgress {
        let lesson: Lesson
        var stepIndex: Int
        var hintsShown = 0
        var commandsRun: [String] = []
        var lastOutput = ""
        /// The goals' state after the last check, to tell the learner what changed.
        var goalsMet: [Bool]
        var step: LessonStep { lesson.steps[stepIndex] }
    }

    public convenience init(
        lessons: [Lesson], store: any ProgressStore, confirm: @escaping (String) -> Bool,
        makeSession: @escaping (StartOptions) -> any LineInterpreter = { Session(options: $0) }
    ) {
        self.init(loadingLessons: { lessons }, store: store, confirm: confirm, makeSession: makeSession)
    }

    /// - Parameter loadLessons: called once, when a lesson is first needed.
    public init(
        loadingLessons loadLessons: @escaping () -> [Lesson], store: any ProgressStore, confirm: @escaping (String) -> Bool,
        makeSession: @escaping (StartOptions) -> any LineInterpreter = { Session(options: $0) }
    ) {
        self.loadLessons = loadLessons
        self.store = store
        self.confirm = confirm
        self.makeSession = makeSession
        self.session = makeSession(StartOptions())
        let loaded = store.load()
        self.progress = loaded.progress
        self.notices = loaded.notice.map { [$0] } ?? []
    }

    /// The engine's banner, then one line on lessons: how to find them, or, when one is under
    /// way (`coordinator-playground lesson` prints the step first), what to type next.
    public var banner: String {
        guard let current else {
            return session.banner + "\nType 'lesson' for guided lessons on the Coordinator pattern."
        }
        return session.banner + "\nLesson \(current.lesson.number), step \(current.step.number): "
            + "'goal' shows what is left, 'hint' helps."
    }

    /// The engine's prompt, after the lesson and step when one is under way: `[lesson 2 step 3] > `.
    public var prompt: String {
        guard let current else { return session.prompt }
        return "[lesson \(current.lesson.number) step \(current.step.number)] " + session.prompt
    }

    public func execute(_ line: String) -> CommandResult {
        let result: CommandResult
        if let command = CoachCommand(parsing: line) {
            result = handle(command)
        } else if line.split(whereSeparator: \.isWhitespace).map({ $0.lowercased() }) == ["help"] {
            result = helpOverview()
        } else {
            result = forward(line)
        }
        guard !notices.isEmpty else { return result }
        defer { notices = [] }
        return result.prefixed(by: notices)
    }

    /// `coordinator-playground lesson [N]`: lesson N, or else the lesson under way, or else the
    /// first one not finished.
    public func startLesson(_ number: Int?) -> CommandResult {
        let chosen = number
            ?? lessons.first { $0.id == progress.currentLesson }?.number
            ?? lessons.first { !(progress.lessons[$0.id]?.isFinished(stepCount: $0.steps.count) ?? false) }?.number
            ?? lessons.first?.number
        guard let chosen else { return CommandResult(output: "error: there are no lessons", isError: true) }
        return execute("lesson \(chosen)")
    }

    public func transcriptPreamble() -> (directives: [String], commands: [(command: String, output: String)]) {
        session.transcriptPreamble()
    }

    public func doIdleWork() -> Bool {
        session.doIdleWork()
    }

    public func completions(forLine line: String) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let typed = (words.last ?? "").lowercased()
        var own: [String] = []
        switch words.count {
        case 1: own = CoachCommand.names
        case 2 where words[0].lowercased() == "lesson": own = lessons.map { String($0.number) } + ["reset"]
        case 2 where words[0].lowercased() == "solution": own = ["run"]
        case 2 where words[0].lowercased() == "help": own = CoachCommand.names
        default: break
        }
        let engine = words.count == 2 && ["lesson", "solution"].contains(words[0].lowercased())
            ? [] : session.completions(forLine: line)
        return engine + own.filter { $0.hasPrefix(typed) && !engine.contains($0) }
    }

    // MARK: Lines for the engine

    private func forward(_ line: String) -> CommandResult {
        let result = session.execute(line)
        guard var step = current, !result.isError, !result.shouldQuit else { return result }
        if let name = line.split(whereSeparator: \.isWhitespace).first {
            step.commandsRun.append(name.lowercased())
        }
        step.lastOutput = result.output
        current = step
        guard !isCompleted(step) else { return result }
        return result.appending(checkGoals())
    }

    /// Checks the goals after a command: when all are met, the step is done; otherwise the
    /// goals whose state changed are shown, so the learner sees progress without asking.
    private func checkGoals() -> [String] {
        guard var step = current else { return [] }
        let met = evaluate(step)
        let previously = step.goalsMet
        step.goalsMet = met
        current = step
        if met.allSatisfy({ $0 }) {
            return completeStep()
        }
        let changes = zip(step.step.goals, zip(previously, met)).compactMap { goal, change in
            change.0 == change.1 ? nil : "  " + LessonText.goalLine(goal, met: change.1)
        }
        return changes.isEmpty ? [] : [""] + changes
    }

    private func evaluate(_ step: StepInProgress) -> [Bool] {
        let probe = AppProbe(interpreter: session, lastOutput: step.lastOutput, commandsRun: step.commandsRun)
        return step.step.goals.map { $0.condition.isMet(in: probe) }
    }

    private func isCompleted(_ step: StepInProgress) -> Bool {
        progress.lessons[step.lesson.id]?.completedSteps.contains(step.step.number) ?? false
    }

    private func completeStep() -> [String] {
        guard let step = current else { return [] }
        var record = progress.lessons[step.lesson.id] ?? LessonRecord()
        record.markCompleted(step.step.number)
        progress.lessons[step.lesson.id] = record
        let saving = save()
        let lesson = step.lesson
        if step.stepIndex + 1 < lesson.steps.count {
            let following = lesson.steps[step.stepIndex + 1]
            return ["", "✓ Step \(step.step.number) done. Type 'next' for step \(following.number): \(following.title)."] + saving
        }
        return [""] + finishedLines(lesson) + saving
    }

    private func finishedLines(_ lesson: Lesson) -> [String] {
        var lines = ["✓ Lesson \(lesson.number) complete: \(lesson.title)."]
        if !lesson.recap.isEmpty { lines += ["", lesson.recap, ""] }
        if let following = lessons.first(where: { $0.number > lesson.number }) {
            lines.append("Type 'next' (or 'lesson \(following.number)') for lesson \(following.number): \(following.title).")
        } else {
            lines.append("That was the last lesson. 'lesson' lists them all.")
        }
        return lines
    }

    // MARK: The coach's own commands

    private func handle(_ command: CoachCommand) -> CommandResult {
        switch command {
        case .list: return CommandResult(output: LessonText.list(lessons, progress: progress))
        case .start(let number): return start(number)
        case .help(let name): return CommandResult(output: LessonText.help(for: name))
        case .misused(let usage): return CommandResult(output: "error: " + usage, isError: true)
        case .reset, .goal, .hint, .showSolution, .runSolution, .next, .skip:
            guard let step = current else {
                return CommandResult(output: "error: no lesson in progress; type 'lesson' to list them", isError: true)
            }
            switch command {
            case .reset: return reset(step.lesson)
            case .goal: return goal(step)
            case .hint: return hint(step)
            case .showSolution: return showSolution(step)
            case .runSolution: return runSolution(step)
            case .next: return next(step)
            default: return skip(step)
            }
        }
    }

    private func start(_ number: Int) -> CommandResult {
        guard let lesson = lessons.first(where: { $0.number == number }) else {
            let range = lessons.map(\.number)
            return CommandResult(output: "error: there is no lesson \(number); lessons are \(range.min() ?? 0) to \(range.max() ?? 0)", isError: true)
        }
        var record = progress.lessons[lesson.id] ?? LessonRecord()
        if record.isFinished(stepCount: lesson.steps.count) || record.currentStep > lesson.steps.count {
            record.currentStep = 1
        }
        let stepIndex = record.currentStep - 1
        var lines = ["Lesson \(lesson.number): \(lesson.title)", ""]
        if stepIndex == 0 {
            lines += [lesson.introduction, ""]
        } else {
            lines += ["Resuming at step \(stepIndex + 1) of \(lesson.steps.count); the app was rebuilt by running the solutions of the steps before it.", ""]
        }
        let output: [String]
        do {
            output = try enter(lesson, stepIndex: stepIndex)
        } catch {
            return setUpFailure(lesson, error)
        }
        progress.currentLesson = lesson.id
        progress.lessons[lesson.id] = record
        return CommandResult(output: (lines + output + save()).joined(separator: "\n"))
    }

    /// Rebuilds the app for the step and makes it current; returns the step's presentation.
    /// Throws when the lesson file cannot get there (CI keeps that from happening).
    private func enter(_ lesson: Lesson, stepIndex: Int) throws(LessonReplay.Failure) -> [String] {
        session = try LessonReplay.session(for: lesson, atStartOfStep: stepIndex, makeSession: makeSession)
        var step = StepInProgress(lesson: lesson, stepIndex: stepIndex, goalsMet: [])
        step.goalsMet = evaluate(step)
        current = step
        return LessonText.stepPresentation(step.step, of: lesson, goalsMet: step.goalsMet)
    }

    private func setUpFailure(_ lesson: Lesson, _ failure: LessonReplay.Failure) -> CommandResult {
        CommandResult(output: "error: lesson \(lesson.number) cannot be set up: \(failure.message)", isError: true)
    }

    private func reset(_ lesson: Lesson) -> CommandResult {
        guard confirm("Start lesson \(lesson.number) over from step 1? Its progress will be forgotten.") else {
            return CommandResult(output: "Lesson \(lesson.number) was not reset.")
        }
        progress.lessons[lesson.id] = nil
        return start(lesson.number)
    }

    private func goal(_ step: StepInProgress) -> CommandResult {
        let met = evaluate(step)
        current?.goalsMet = met
        var lines = ["Step \(step.step.number) of \(step.lesson.steps.count): \(step.step.title): "
            + "\(met.filter { $0 }.count) of \(met.count) goals met"]
        lines += zip(step.step.goals, met).map { "  " + LessonText.goalLine($0, met: $1) }
        if isCompleted(step) {
            lines.append("This step is done; type 'next' to go on.")
        }
        return CommandResult(output: lines.joined(separator: "\n"))
    }

    private func hint(_ step: StepInProgress) -> CommandResult {
        let hints = step.step.hints
        let shown = min(step.hintsShown + 1, hints.count)
        current?.hintsShown = shown
        var lines = ["Hint \(shown) of \(hints.count): " + hints[shown - 1]]
        if shown == hints.count {
            lines.append("(That is the last hint; 'solution' shows the commands.)")
        }
        return CommandResult(output: lines.joined(separator: "\n"))
    }

    private func showSolution(_ step: StepInProgress) -> CommandResult {
        guard confirm("Show the solution to step \(step.step.number)? Trying it yourself teaches more.") else {
            return CommandResult(output: "The solution stays hidden; 'hint' gives a smaller push.")
        }
        let lines = ["Solution to step \(step.step.number):"] + step.step.solution.map { "  " + $0 }
            + ["Type them yourself, or 'solution run' to run them from where the step starts."]
        return CommandResult(output: lines.joined(separator: "\n"))
    }

    private func runSolution(_ step: StepInProgress) -> CommandResult {
        guard confirm("Run the solution to step \(step.step.number)? The app goes back to where the step started first.") else {
            return CommandResult(output: "Nothing was run.")
        }
        do {
            _ = try enter(step.lesson, stepIndex: step.stepIndex)
        } catch {
            return setUpFailure(step.lesson, error)
        }
        var lines = ["(The app was rebuilt to where step \(step.step.number) starts.)"]
        for command in step.step.solution {
            let result = forward(command)
            lines += [session.prompt + command] + (result.output.isEmpty ? [] : [result.output])
            if result.isError { break }
        }
        return CommandResult(output: lines.joined(separator: "\n"))
    }

    private func next(_ step: StepInProgress) -> CommandResult {
        let skipped = progress.lessons[step.lesson.id]?.skippedSteps.contains(step.step.number) ?? false
        guard isCompleted(step) || skipped else {
            let met = evaluate(step)
            return CommandResult(
                output: "error: step \(step.step.number) is not done yet (\(met.filter { $0 }.count) of \(met.count) goals met); "
                    + "'goal' shows what is left, 'hint' helps, 'skip' moves on without it",
                isError: true)
        }
        return advance(from: step, rebuildingApp: false)
    }

    private func skip(_ step: StepInProgress) -> CommandResult {
        var record = progress.lessons[step.lesson.id] ?? LessonRecord()
        record.markSkipped(step.step.number)
        progress.lessons[step.lesson.id] = record
        let isLast = step.stepIndex + 1 == step.lesson.steps.count
        if isLast {
            return CommandResult(output: (["Skipped step \(step.step.number)."] + finishedLines(step.lesson) + save()).joined(separator: "\n"))
        }
        return advance(from: step, rebuildingApp: true,
                       note: ["Skipped step \(step.step.number); the app was rebuilt to where step \(step.step.number + 1) starts.", ""])
    }

    /// Moves to the step after `step` (or, after the last, to the next lesson). After `next` the
    /// learner's own app goes on; after `skip` it is rebuilt, since the skipped step's work is
    /// missing from it.
    private func advance(from step: StepInProgress, rebuildingApp: Bool, note: [String] = []) -> CommandResult {
        let lesson = step.lesson
        let nextIndex = step.stepIndex + 1
        guard nextIndex < lesson.steps.count else {
            guard let following = lessons.first(where: { $0.number > lesson.number }) else {
                return CommandResult(output: "That was the last step of the last lesson. 'lesson' lists them all.")
            }
            return start(following.number)
        }
        let presentation: [String]
        if !rebuildingApp {
            var following = StepInProgress(lesson: lesson, stepIndex: nextIndex, goalsMet: [])
            following.goalsMet = evaluate(following)
            current = following
            presentation = LessonText.stepPresentation(following.step, of: lesson, goalsMet: following.goalsMet)
        } else {
            do {
                presentation = try enter(lesson, stepIndex: nextIndex)
            } catch {
                return setUpFailure(lesson, error)
            }
        }
        var record = progress.lessons[lesson.id] ?? LessonRecord()
        record.currentStep = nextIndex + 1
        progress.lessons[lesson.id] = record
        return CommandResult(output: (note + presentation + save()).joined(separator: "\n"))
    }

    private func helpOverview() -> CommandResult {
        let engine = session.execute("help")
        let width = CoachCommand.helpLines.map(\.usage.count).max() ?? 0
        let lines = ["", "Lessons:"] + CoachCommand.helpLines.map {
            "  " + $0.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary
        }
        return engine.appending(lines)
    }

    // MARK: Saving

    /// Saves progress; the first failure returns one warning line, later ones stay quiet (the
    /// learner already knows, and the session goes on).
    private func save() -> [String] {
        do {
            try store.save(progress)
            return []
        } catch {
            guard !hasWarnedAboutSaving else { return [] }
            hasWarnedAboutSaving = true
            return [error.message]
        }
    }
}

private extension CommandResult {
    /// The result with `lines` added after its output.
    func appending(_ lines: [String]) -> CommandResult {
        guard !lines.isEmpty else { return self }
        var result = self
        result.output = ([output].filter { !$0.isEmpty } + lines).joined(separator: "\n")
        return result
    }

    func prefixed(by lines: [String]) -> CommandResult {
        var result = self
        result.output = (lines + [output].filter { !$0.isEmpty }).joined(separator: "\n")
        return result
    }
}
