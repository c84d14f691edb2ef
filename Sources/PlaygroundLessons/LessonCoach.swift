import Foundation
import PlaygroundEngine
import TextLayout

/// Runs guided lessons around a live session, as Learn Git Branching does around its sandbox:
/// the learner types any command; the coach answers its own (`lesson`, `goal`, `hint`,
/// `solution`, `next`, `skip`), hands every other line to the engine, and after each one checks
/// the current step's goals against the live app, saying when they are all met.
///
/// A thin shell around `CoachState`, which decides everything: this class feeds it events and
/// carries out the effects it returns against the session, the progress store and the lessons.
/// Pure like the session: lines in, output out. Questions ("show the solution?") go through
/// `confirm`, which the front end answers at the terminal, or always with yes when input is piped.
package final class LessonCoach: LineInterpreter {
    /// Read on first use: most sittings never open a lesson, and parsing them all was most of
    /// the time from start to the first prompt.
    package var lessons: [Lesson] {
        loadLessonsIfNeeded()
        return state.lessons
    }
    private var loadLessons: (() -> (lessons: [Lesson], whyNone: String?))?
    /// What the lesson files say in Markdown (introductions, prose, hints, recaps): the coach
    /// prints these as `.markdown`, for the front end to lay out; its own lines stay plain.
    private var lessonMarkdown: Set<String> = []
    /// The app the learner is working on; replaced when a lesson starts or a step is rebuilt.
    package private(set) var session: any LineInterpreter {
        didSet {
            catalog = nil
            session.keepTransitionSteps(keepsTransitionSteps)
        }
    }
    /// Passed on to every session the coach makes (see `Session.keepTransitionSteps`).
    private var keepsTransitionSteps = false
    /// `commands`, made once per app: every line is resolved against it. A line may switch the
    /// session's app (`app items`, a lesson step's solution), and with it the engine's commands
    /// as help describes them.
    private var catalog: CommandCatalog?
    private(set) var state: CoachState
    private let store: any ProgressStore
    private let confirm: (String) -> Bool
    private let makeSession: (StartOptions) -> any LineInterpreter
    /// Lines to show before the next output: a progress file that had to be set aside.
    private var notices: [String] = []
    /// A save that fails warns once, not after every command.
    private var hasWarnedAboutSaving = false

    package convenience init(
        apps: PlaygroundApps, lessons: [Lesson], store: any ProgressStore, confirm: @escaping (String) -> Bool,
        makeSession: @escaping (StartOptions) -> any LineInterpreter = { Session(options: $0) }
    ) {
        self.init(apps: apps, loadingLessons: { (lessons, nil) }, store: store, confirm: confirm, makeSession: makeSession)
    }

    /// - Parameters:
    ///   - apps: the first is the app the learner plays with outside a lesson, unless
    ///     `startingWith` says another (a lesson starts the app its file names).
    ///   - loadLessons: called once, when a lesson is first needed; when none loads, it says why
    ///     (`whyNone`), for the learner who asks for one.
    package init(
        apps: PlaygroundApps, startingWith options: StartOptions? = nil,
        loadingLessons loadLessons: @escaping () -> (lessons: [Lesson], whyNone: String?),
        store: any ProgressStore, confirm: @escaping (String) -> Bool,
        makeSession: @escaping (StartOptions) -> any LineInterpreter = { Session(options: $0) }
    ) {
        self.loadLessons = loadLessons
        self.store = store
        self.confirm = confirm
        self.makeSession = makeSession
        self.session = makeSession(options ?? apps.defaultOptions)
        let loaded = store.load()
        self.state = CoachState(progress: loaded.progress)
        self.notices = loaded.notice.map { [$0] } ?? []
    }

    /// The engine's banner, then one line on lessons: how to find them, or, when one is under
    /// way (`coordinator-playground lesson` prints the step first), what to type next.
    package var banner: String {
        guard let current = state.current else {
            return session.banner + "\n" + (resumeOffer ?? "Type 'lesson' for guided lessons on the Coordinator pattern.")
        }
        return session.banner + "\nLesson \(current.lesson.number), step \(current.step.number): "
            + "'goal' shows what is left, 'hint' helps."
    }

    /// One line offering the lesson the saved progress says is under way, when it is not
    /// finished: the lessons are read only then.
    private var resumeOffer: String? {
        let progress = state.progress
        guard let id = progress.currentLesson, let record = progress.lessons[id],
            let lesson = lessons.first(where: { $0.id == id })
        else { return nil }
        let count = lesson.steps.count
        let fitted = record.fitted(toStepCount: count)
        guard !fitted.isFinished(stepCount: count) else { return nil }
        return "Lesson \(lesson.number) is under way (step \(fitted.currentStep) of \(count)): 'lesson \(lesson.number)' resumes it."
    }

    /// The engine's prompt, after the lesson and step when one is under way: `[lesson 2 step 3] > `.
    package var prompt: String {
        guard let current = state.current else { return session.prompt }
        return "[lesson \(current.lesson.number) step \(current.step.number)] " + session.prompt
    }

    /// The engine's commands and then the coach's, under their own heading.
    static func commands(besides engine: CommandCatalog) -> CommandCatalog {
        engine.adding(section: CoachCommand.section, CoachCommand.descriptions)
    }

    package var commands: CommandCatalog {
        if let catalog, catalog.app != nil, catalog.app == session.commands.app { return catalog }
        let made = Self.commands(besides: session.commands)
        catalog = made
        return made
    }

    package func execute(_ line: String) -> CommandResult {
        let result: CommandResult
        switch route(line) {
        case .coach(let command):
            loadLessonsIfNeeded()
            result = reply(to: .command(command))
        case .answered(let answer):
            result = answer
        case .engine(let parsed):
            let engine = parsed.map(session.run) ?? session.execute(line)
            let ran = CoachEvent.engineRan(line: line, command: parsed?.command.name, result: engine)
            result = CommandResult(replacingLinesOf: engine, with: reply(to: ran).lines)
        }
        guard !notices.isEmpty else { return result }
        defer { notices = [] }
        return result.prefixed(by: notices)
    }

    /// `coordinator-playground lesson [N]`: lesson N, or else the lesson under way, or else the
    /// first one not finished.
    package func startLesson(_ number: Int?) -> CommandResult {
        let progress = state.progress
        let chosen =
            number
            ?? lessons.first { $0.id == progress.currentLesson }?.number
            ?? lessons.first { !(progress.lessons[$0.id]?.isFinished(stepCount: $0.steps.count) ?? false) }?.number
            ?? lessons.first?.number
        guard let chosen else { return CommandResult(output: "error: there are no lessons", isError: true) }
        return execute("lesson \(chosen)")
    }

    package func transcriptPreamble() -> (directives: [String], commands: [(command: String, result: CommandResult)]) {
        session.transcriptPreamble()
    }

    package func doPauseWork() -> Bool {
        session.doPauseWork()
    }

    package func doWorkBetweenPipedCommands() {
        session.doWorkBetweenPipedCommands()
    }

    /// The app the learner is working on.
    package func appSnapshot() -> AppSnapshot? {
        session.appSnapshot()
    }

    package func pictureSnapshot() -> AppSnapshot? {
        session.pictureSnapshot()
    }

    package func lastCommandStory() -> CommandStory? {
        session.lastCommandStory()
    }

    package func keepTransitionSteps(_ keep: Bool) {
        keepsTransitionSteps = keep
        session.keepTransitionSteps(keep)
    }

    package var traceLevel: TraceLevel { session.traceLevel }

    /// Command names and the coach's arguments come from the catalog; the arguments of the
    /// engine's commands from the engine, which knows the live app.
    package func completions(forLine line: String) -> Completions {
        let split = CommandWords(splitting: line)
        let catalog = commands
        var offered: [String]
        if let first = split.words.first {
            guard let description = try? catalog.resolve(first) else {
                return Completions(candidates: [], replacedLength: split.partialTypedLength)
            }
            let slots = description.nextSlots(after: Array(split.words.dropFirst()))
            guard description.section == CoachCommand.section || slots.contains(where: { $0.kind == .command }) else {
                return session.completions(forLine: line)
            }
            offered = slots.flatMap { slot in
                switch slot.kind {
                case .command: catalog.allNames
                case .supplied: lessons.map { String($0.number) }
                default: slot.choices
                }
            }
        } else {
            offered = catalog.allNames
        }
        let typed = split.partial.lowercased()
        var seen = Set<String>()
        let candidates = offered.filter { $0.lowercased().hasPrefix(typed) && seen.insert($0).inserted }
        return Completions(candidates: candidates, replacedLength: split.partialTypedLength)
    }

    private func loadLessonsIfNeeded() {
        guard let load = loadLessons else { return }
        let loaded = load()
        state.lessons = loaded.lessons.sorted { $0.number < $1.number }
        state.whyNoLessons = loaded.whyNone
        loadLessons = nil
        for lesson in state.lessons {
            lessonMarkdown.formUnion([lesson.introduction, lesson.recap])
            for step in lesson.steps {
                lessonMarkdown.insert(step.prose)
                lessonMarkdown.formUnion(step.hints)
                if let prediction = step.prediction { lessonMarkdown.insert(prediction.markdown) }
            }
        }
        lessonMarkdown.remove("")
    }

    // MARK: Carrying out the effects

    /// Feeds `event` to the state, carries out the effects in order (feeding each answer back
    /// before going on), and gathers what they print into one reply.
    private func reply(to event: CoachEvent) -> CommandResult {
        var lines: [OutputLine] = []
        var isError = false
        var pending = state.apply(event)[...]
        while let effect = pending.popFirst() {
            let answer: CoachEvent
            switch effect {
            case .print(let printed):
                lines += printed.flatMap(outputLines)
                continue
            case .document(let text):
                lines += text.flatMap(outputLines).map { OutputLine($0.text, kind: $0.kind, isDocument: true) }
                continue
            case .relay(let engineLines):
                lines += engineLines
                continue
            case .fail(let message):
                var failure = Self.outputLines(message)
                failure[failure.count - 1].kind = .error
                lines += failure
                isError = true
                continue
            case .echo(let line):
                lines.append(OutputLine(session.prompt + line))
                continue
            case .save(let progress):
                lines += save(progress).map { OutputLine($0, kind: .warning) }
                continue
            case .rebuildApp(let number, let stepIndex):
                answer = rebuildApp(lessonNumber: number, stepIndex: stepIndex)
            case .readGoals:
                answer = .goalsRead(state.current.map(readGoals) ?? [])
            case .ask(let question):
                answer = .answered(confirm(question))
            case .runInEngine(let line):
                answer = runInEngine(line)
            case .runPrediction(let prediction):
                answer = runPrediction(prediction)
            }
            pending = (state.apply(answer) + pending)[...]
        }
        // As the engine answers: a reply that printed nothing has no lines, not one empty one.
        if lines.map(\.text) == [""] { lines = [] }
        return CommandResult(lines: lines, isError: isError)
    }

    /// The coach's text (which may hold several lines) as normal lines; a lesson file's
    /// Markdown (`Hint 1 of 2: ` and a hint is one) as one Markdown line.
    private func outputLines(_ text: String) -> [OutputLine] {
        if lessonMarkdown.contains(text) { return [OutputLine(text, kind: .markdown)] }
        if let hint = text.firstRange(of: ": "), text.hasPrefix("Hint "), lessonMarkdown.contains(String(text[hint.upperBound...])) {
            return [OutputLine(text, kind: .markdown)]
        }
        return Self.outputLines(text)
    }

    /// Text (which may hold several lines) as normal lines.
    private static func outputLines(_ text: String) -> [OutputLine] {
        text.lines().map { OutputLine(String($0)) }
    }

    private func rebuildApp(lessonNumber: Int, stepIndex: Int) -> CoachEvent {
        guard let lesson = lessons.first(where: { $0.number == lessonNumber }) else {
            return .rebuildFailed(message: "there is no lesson \(lessonNumber)")
        }
        do {
            session = try LessonReplay.session(for: lesson, atStartOfStep: stepIndex, makeSession: makeSession)
        } catch {
            return .rebuildFailed(message: error.message)
        }
        return .appRebuilt(goalsMet: readGoals(of: StepInProgress(lesson: lesson, stepIndex: stepIndex)))
    }

    /// A line of `solution run`, resolved among the engine's commands alone, as the engine
    /// resolves what it is given; a line it refuses is run as text, for the engine's own error.
    private func runInEngine(_ line: String) -> CoachEvent {
        guard let parsed = try? ParsedLine(line, in: session.commands) else {
            return .engineRan(line: line, command: nil, result: session.execute(line))
        }
        return .engineRan(line: line, command: parsed.command.name, result: session.run(parsed))
    }

    /// The prediction's command, run as the learner's, and what decides the answer read from the
    /// app after it (nil when the engine refused it).
    private func runPrediction(_ prediction: Prediction) -> CoachEvent {
        let parsed = try? ParsedLine(prediction.command, in: session.commands)
        let result = parsed.map(session.run) ?? session.execute(prediction.command)
        let outcome =
            result.isError && !result.crashed
            ? nil
            : PredictionOutcome.read(
                prediction, lines: result.lines.map(\.text), story: session.lastCommandStory(), snapshot: session.appSnapshot(),
                holders: { type in self.session.execute("holders \(type)").lines.map(\.text) })
        return .predictionRan(line: prediction.command, command: parsed?.command.name, result: result, outcome: outcome)
    }

    private func readGoals(of step: StepInProgress) -> [Bool] {
        let probe = AppProbe(
            interpreter: session, lastCommand: step.lastCommand, lastOutput: step.lastOutput, predicted: step.predictedAnswer != nil)
        return step.step.goals.map { $0.condition.isMet(in: probe) }
    }

    // MARK: Routing

    private enum Route {
        case coach(CoachCommand)
        /// `help`, or a word that names no command: answered from the catalog, which knows both
        /// the engine's commands and the coach's.
        case answered(CommandResult)
        /// The engine's, read once here for the session to run (nil: a line with no words, or
        /// an unclosed quote, for the engine to answer).
        case engine(ParsedLine?)
    }

    /// Resolves the first word against the whole catalog, so a prefix, an ambiguity or a typo
    /// is judged among every command at the prompt, the coach's included.
    private func route(_ line: String) -> Route {
        let text = line.trimmingWhitespaceAndNewlines()
        guard let words = try? CommandWords.parse(text) else { return .engine(nil) }
        let catalog = commands
        do throws(CommandError) {
            guard let parsed = try ParsedLine(text: text, words: words, in: catalog) else { return .engine(nil) }
            let description = parsed.command
            let arguments = parsed.arguments
            if let command = CoachCommand(name: description.name, arguments: arguments) { return .coach(command) }
            if let waiting = state.waitsForPrediction(before: description.name, arguments: arguments) {
                return .answered(CommandResult(output: waiting, isError: true))
            }
            guard description.name == "help", arguments.count <= 1 else { return .engine(parsed) }
            guard let name = arguments.first else { return .answered(CommandResult(document: catalog.helpOverview)) }
            return .answered(CommandResult(document: catalog.help(for: try catalog.resolve(name))))
        } catch {
            return .answered(CommandResult(output: "error: " + error.message, isError: true))
        }
    }

    // MARK: Saving

    /// Saves progress; the first failure returns one warning line, later ones stay quiet (the
    /// learner already knows, and the session goes on).
    private func save(_ progress: LessonProgress) -> [String] {
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
    /// The engine's result (its file to write, recording, quitting) with the coach's lines.
    init(replacingLinesOf result: CommandResult, with lines: [OutputLine]) {
        self = result
        self.lines = lines
    }

    /// Help the learner asked to read: every line marked as a document.
    init(document lines: [String]) {
        self.init(document: lines.flatMap { $0.lines() }.map { OutputLine(String($0)) })
    }

    init(document lines: [OutputLine]) {
        self.init(
            lines: lines.map { line in
                var document = line
                document.isDocument = true
                return document
            })
    }

    /// The result after `warnings` (a progress file that had to be set aside).
    func prefixed(by warnings: [String]) -> CommandResult {
        var result = self
        result.lines = warnings.map { OutputLine($0, kind: .warning) } + (output.isEmpty ? [] : self.lines)
        return result
    }
}
