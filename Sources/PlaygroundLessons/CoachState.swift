import PlaygroundEngine

/// Everything the lesson coach knows, as a value, and how it changes: `apply` takes an event and
/// returns the effects for the shell (`LessonCoach`) to carry out. Nothing here touches the app,
/// the terminal or the disk, so every turn of a lesson can be checked as values.
struct CoachState: Equatable {
    /// Sorted by number.
    var lessons: [Lesson]
    /// Why no lesson loaded (the folder is missing, say), for the learner who asks for one.
    var whyNoLessons: String?
    var progress: LessonProgress
    var current: StepInProgress?
    /// The last step of the lesson the learner just finished, as they left it: no step is under
    /// way, and `next` starts the lesson after it.
    var finishedStep: StepInProgress?
    var finished: Lesson? { finishedStep?.lesson }
    /// What the coach waits for the shell's answer to finish.
    var awaiting: Awaiting?
    /// The lines of `solution run` still to run, while it runs.
    var solutionLeft: [String]?

    init(lessons: [Lesson] = [], progress: LessonProgress = LessonProgress()) {
        self.lessons = lessons
        self.progress = progress
    }

    /// A turn begun and not finished: what to do with the answer.
    enum Awaiting: Equatable {
        case confirmation(Confirmation)
        case rebuild(Rebuild)
        case goals(GoalReading)
        /// The prediction's command, run after the learner answered `choice`.
        case prediction(choice: String)
    }

    enum Confirmation: Equatable {
        case reset(lessonNumber: Int)
        case showSolution
        case runSolution
    }

    enum Rebuild: Equatable {
        /// `lesson N`: the heading goes before the step; the record is saved once the app stands.
        case start(lessonNumber: Int, record: LessonRecord, heading: [String])
        case solutionRun
        /// `skip`: the note goes before the step.
        case advance(note: [String])

        /// The lesson being rebuilt, when it is not the current one.
        var lessonNumber: Int? {
            guard case .start(let number, _, _) = self else { return nil }
            return number
        }
    }

    enum GoalReading: Equatable {
        /// After a line the engine ran (`command`, as typed): the step may be done.
        case afterCommand(command: String)
        /// `next` after it: the new step's presentation, the note before it.
        case presentation(note: [String])
    }

    // MARK: The reducer

    mutating func apply(_ event: CoachEvent) -> [CoachEffect] {
        let awaited = awaiting
        awaiting = nil
        switch (event, awaited) {
        case (.command(let command), _):
            return handle(command)
        case (.engineRan(let line, let command, let result), _):
            return engineRan(line, command: command, result)
        case (.predictionRan(let line, let command, let result, let outcome), .prediction(let choice)):
            return predictionRan(line, command: command, result, outcome: outcome, choice: choice)
        case (.goalsRead(let met), .goals(let reading)):
            return goalsRead(met, for: reading)
        case (.appRebuilt(let met), .rebuild(let rebuild)):
            return appRebuilt(goalsMet: met, for: rebuild)
        case (.rebuildFailed(let message), .rebuild(let rebuild)):
            solutionLeft = nil
            let number = rebuild.lessonNumber ?? current?.lesson.number ?? 0
            return [.fail("error: lesson \(number) cannot be set up: \(message)")]
        case (.answered(let yes), .confirmation(let confirmation)):
            return answered(yes, to: confirmation)
        case (.goalsRead, _), (.appRebuilt, _), (.rebuildFailed, _), (.answered, _), (.predictionRan, _):
            // An answer nothing waits for: the shell answers only what it was asked.
            return []
        }
    }

    private mutating func handle(_ command: CoachCommand) -> [CoachEffect] {
        switch command {
        case .overview:
            guard let step = current else { return handle(.list) }
            return handle(.showStep, during: step)
        case .list: return [.print([LessonText.list(lessons, progress: progress)])]
        case .start(let number): return start(number)
        case .misused(let usage): return [.fail("error: " + usage)]
        case .next where current == nil && finished != nil:
            return startLesson(after: finished)
        case .reset, .goal, .hint, .showSolution, .runSolution, .next, .skip, .showStep, .introduction, .leave, .predict:
            guard let step = current else {
                guard let finished else { return [.fail("error: no lesson is running; type 'lesson' to list them")] }
                let following = lessons.first { $0.number > finished.number }
                return [
                    .fail(
                        "error: no lesson is running: lesson \(finished.number) is complete; "
                            + (following.map { "'next' starts lesson \($0.number), " } ?? "") + "'lesson' lists them")
                ]
            }
            return handle(command, during: step)
        }
    }

    private mutating func handle(_ command: CoachCommand, during step: StepInProgress) -> [CoachEffect] {
        switch command {
        case .reset:
            return ask(
                .reset(lessonNumber: step.lesson.number),
                "Start lesson \(step.lesson.number) over from step 1? Its progress will be forgotten.")
        case .goal:
            return [.print(goalReport(step))]
        case .hint:
            return hint(step)
        case .showSolution:
            return ask(.showSolution, "Show the solution to step \(step.step.number)? Trying it yourself teaches more.")
        case .runSolution:
            return ask(.runSolution, "Run the solution to step \(step.step.number)? The app goes back to where the step started first.")
        case .next:
            return next(step)
        case .skip:
            return skip(step)
        case .predict(let answer):
            return predict(answer, during: step)
        case .introduction:
            return [.document(LessonText.introduction(of: step.lesson))]
        case .showStep:
            return [
                .print(
                    LessonText.stepPresentation(step.step, of: step.lesson, goalsMet: step.goalsMet)
                        + ["'lesson list' lists every lesson; 'lesson off' leaves this one."])
            ]
        case .leave:
            current = nil
            finishedStep = nil
            solutionLeft = nil
            let number = step.lesson.number
            return [
                .print([
                    "You left lesson \(number) at step \(step.step.number), which keeps your progress; the app stays as it is.",
                    "'lesson \(number)' comes back to step \(step.step.number) (the app is rebuilt to where it starts).",
                ])
            ]
        case .overview, .list, .start, .misused:
            return handle(command)
        }
    }

    private mutating func ask(_ confirmation: Confirmation, _ question: String) -> [CoachEffect] {
        awaiting = .confirmation(confirmation)
        return [.ask(question)]
    }

    private mutating func answered(_ yes: Bool, to confirmation: Confirmation) -> [CoachEffect] {
        guard let step = current else { return [] }
        switch (confirmation, yes) {
        case (.reset(let number), false):
            return [.print(["Lesson \(number) was not reset."])]
        case (.reset(let number), true):
            progress.lessons[step.lesson.id] = nil
            return start(number)
        case (.showSolution, false):
            return [.print(["The solution stays hidden; 'hint' gives a smaller push."])]
        case (.showSolution, true):
            return [
                .print(
                    ["Solution to step \(step.step.number):"] + step.step.solutionLines.map { "  " + $0.shown }
                        + ["Type them yourself, or 'solution run' to run them from where the step starts."])
            ]
        case (.runSolution, false):
            return [.print(["Nothing was run."])]
        case (.runSolution, true):
            awaiting = .rebuild(.solutionRun)
            return [.rebuildApp(lessonNumber: step.lesson.number, stepIndex: step.stepIndex)]
        }
    }

    // MARK: Lessons and steps

    private mutating func startLesson(after lesson: Lesson?) -> [CoachEffect] {
        guard let following = lessons.first(where: { $0.number > lesson?.number ?? 0 }) else {
            return [.print(["That was the last step of the last lesson. 'lesson' lists them all."])]
        }
        return start(following.number)
    }

    private mutating func start(_ number: Int) -> [CoachEffect] {
        guard let lesson = lessons.first(where: { $0.number == number }) else {
            guard let first = lessons.map(\.number).min(), let last = lessons.map(\.number).max() else {
                return [
                    .fail("error: there is no lesson \(number): no lessons loaded; " + (whyNoLessons ?? "the lessons folder holds none"))
                ]
            }
            return [.fail("error: there is no lesson \(number); lessons are \(first) to \(last)")]
        }
        var record = (progress.lessons[lesson.id] ?? LessonRecord()).fitted(toStepCount: lesson.steps.count)
        if record.isFinished(stepCount: lesson.steps.count) {
            record.currentStep = 1
        }
        // A step done before the learner left resumes at the one after it, which starts where
        // the done step's solution leaves the app: rebuilt to its own start, it would be "done"
        // with none of its goals met.
        while record.completedSteps.contains(record.currentStep) && record.currentStep < lesson.steps.count {
            record.currentStep += 1
        }
        let stepIndex = record.currentStep - 1
        var heading = ["Lesson \(lesson.number): \(lesson.title)", ""]
        // What the lesson typed for the learner, so the state it starts from is no mystery.
        let setup = lesson.setup.isEmpty ? [] : lesson.setup.map { "set up: " + $0 } + [""]
        // The lesson's `App:` and `Start:` lines in words, as a step's own `Start:` is said.
        let directives = lesson.startOptions.transcriptDirectives
        let launch = directives.isEmpty ? [] : ["The lesson starts on a freshly launched app (\(directives.joined(separator: ", ")))."]
        if stepIndex == 0 {
            heading += [lesson.introduction, ""] + (launch.isEmpty ? [] : launch + [""]) + setup
        } else {
            heading += [
                "Resuming at step \(stepIndex + 1) of \(lesson.steps.count); the app was rebuilt by running the solutions of the steps before it.",
                "'intro' shows the lesson's introduction again.",
                "",
            ]
        }
        awaiting = .rebuild(.start(lessonNumber: number, record: record, heading: heading))
        return [.rebuildApp(lessonNumber: number, stepIndex: stepIndex)]
    }

    /// `held`: each goal's condition on the app as the step starts, which the learner's own
    /// commands must change before it counts.
    private mutating func appRebuilt(goalsMet held: [Bool], for rebuild: Rebuild) -> [CoachEffect] {
        switch rebuild {
        case .start(let number, let record, let heading):
            guard let lesson = lessons.first(where: { $0.number == number }) else { return [] }
            let stepIndex = record.currentStep - 1
            let step = StepInProgress(lesson: lesson, stepIndex: stepIndex, held: held)
            current = step
            finishedStep = nil
            progress.currentLesson = lesson.id
            progress.lessons[lesson.id] = record
            return [
                .print(
                    heading + LessonText.stepPresentation(step.step, of: lesson, goalsMet: step.goalsMet)
                        + LessonText.alreadySoNote(step.goalsAlreadySo.map { step.step.goals[$0] })),
                .save(progress),
            ]
        case .solutionRun:
            guard let step = current else { return [] }
            current = StepInProgress(lesson: step.lesson, stepIndex: step.stepIndex, held: held)
            solutionLeft = step.step.solution
            return [.print(["(The app was rebuilt to where step \(step.step.number) starts.)"])] + runNextSolutionLine()
        case .advance(let note):
            guard let step = current else { return [] }
            return enter(step.stepIndex + 1, of: step.lesson, held: held, note: note)
        }
    }

    private mutating func goalsRead(_ read: [Bool], for reading: GoalReading) -> [CoachEffect] {
        guard var step = current else { return [] }
        switch reading {
        case .afterCommand(let command):
            let before = step.goalsMet
            let lost = step.judge(holding: read)
            current = step
            let effects: [CoachEffect]
            if step.goalsMet.allSatisfy({ $0 }) {
                effects = completeStep(step)
            } else {
                let changes = step.step.goals.indices.compactMap { index -> String? in
                    guard before[index] != step.goalsMet[index] else { return nil }
                    let line = "  " + LessonText.goalLine(step.step.goals[index], met: step.goalsMet[index])
                    return lost.contains(index) ? line + " — no longer met after '\(command)'" : line
                }
                effects = changes.isEmpty ? [] : [.print([""] + changes)]
            }
            return effects + runNextSolutionLine()
        case .presentation(let note):
            return enter(step.stepIndex, of: step.lesson, held: read, note: note)
        }
    }

    /// `goal`: the step's goals as the learner has earned them so far.
    private func goalReport(_ step: StepInProgress) -> [String] {
        let met = step.goalsMet
        var lines = [
            "Step \(step.step.number) of \(step.lesson.steps.count): \(step.step.title): "
                + "\(met.filter { $0 }.count) of \(met.count) goals met"
        ]
        let alreadySo = step.goalsAlreadySo
        lines += step.step.goals.indices.map { index in
            let line = "  " + LessonText.goalLine(step.step.goals[index], met: met[index])
            return alreadySo.contains(index) ? line + " — " + LessonText.alreadySo : line
        }
        if isCompleted(step) {
            lines.append(
                met.allSatisfy { $0 }
                    ? "This step is done; type 'next' to go on."
                    : "You did this step earlier; type 'next' to go on.")
        } else if step.lastCommand == nil {
            lines.append("(Each goal counts once a command you type in this step makes it so; a look counts after them.)")
        }
        return lines
    }

    // MARK: Predictions

    /// `predict ANSWER`: keeps the answer and runs the step's command, once per step.
    private mutating func predict(_ answer: String, during step: StepInProgress) -> [CoachEffect] {
        guard let prediction = step.step.prediction else {
            return [.fail("error: step \(step.step.number) asks for no prediction; 'goal' shows what it asks")]
        }
        if let earlier = step.predictedAnswer {
            return [
                .fail(
                    "error: you answered step \(step.step.number)'s question already (\(earlier)); "
                        + "'\(prediction.command)' is yours to type again")
            ]
        }
        guard let choice = prediction.choice(named: answer) else {
            return [
                .fail(
                    "error: '\(answer)' is none of the answers; predict one of: "
                        + prediction.choicesInOneLine)
            ]
        }
        awaiting = .prediction(choice: choice)
        return [.print(["You predict: \(choice). The coach runs it:"]), .runPrediction(prediction)]
    }

    /// The prediction's command ran: says whether the answer held and what decides it, counts
    /// a first answer, then goes on as after any command.
    private mutating func predictionRan(
        _ line: String, command: String?, _ result: CommandResult, outcome: PredictionOutcome?, choice: String
    ) -> [CoachEffect] {
        guard var step = current, let prediction = step.step.prediction, let outcome else {
            return engineRan(line, command: command, result, echo: true)
        }
        step.predictedAnswer = choice
        current = step
        let right = outcome.answer.map { $0.equalsIgnoringCase(choice) } ?? false
        var record = progress.lessons[step.lesson.id] ?? LessonRecord()
        record.recordPrediction(ofStep: step.step.number, right: right)
        progress.lessons[step.lesson.id] = record
        let verdict: String
        switch (right, outcome.answer) {
        case (true, _): verdict = "✓ Your prediction held: \(choice)."
        case (false, let answer?): verdict = "✗ Not this time: you predicted \(choice), and it was \(answer)."
        case (false, nil):
            verdict = "✗ None of the answers happened (\(prediction.choices.joined(separator: ", "))): read what it printed."
        }
        let decides = outcome.evidence.isEmpty ? [] : ["What decides it:"] + outcome.evidence.map { "  " + $0.trimmingWhitespace() }
        return engineRan(line, command: command, result, echo: true, verdict: [verdict] + decides) + [.save(progress)]
    }

    /// What the coach says instead of running `command` (a full command name) with `arguments`
    /// while the step's question waits for an answer: the step's act is what the question is
    /// about. Only the act is held back, its command with its first argument (`tap logIn`,
    /// `send cartAdd`): the taps that lead up to it run.
    func waitsForPrediction(before command: String, arguments: [String]) -> String? {
        guard let step = current, step.predictedAnswer == nil, let prediction = step.step.prediction,
            Self.isAct(command, arguments, of: prediction.command), !isCompleted(step)
        else { return nil }
        return "error: predict first: answer step \(step.step.number)'s question with 'predict' and a number or a name "
            + "(\(prediction.choicesInOneLine)); "
            + "'step' shows it again"
    }

    /// Whether a command is the prediction's act: the same command, and the same first argument
    /// when the act has one (`send cartAdd product=3` is the act `send cartAdd product=4` too).
    private static func isAct(_ command: String, _ arguments: [String], of act: String) -> Bool {
        let words = act.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard words.first == command.lowercased() else { return false }
        return words.count < 2 || arguments.first?.lowercased() == words[1]
    }

    /// A line the engine ran: the step records it and, unless already done, its goals are read.
    /// `verdict` (a prediction's) follows what the engine printed.
    private mutating func engineRan(
        _ line: String, command: String?, _ result: CommandResult, echo: Bool = false, verdict: [String] = []
    ) -> [CoachEffect] {
        var effects: [CoachEffect] = solutionLeft == nil && !echo ? [] : [.echo(line)]
        if solutionLeft != nil, result.fileToWrite != nil || result.recording != nil || result.picture != nil {
            // What the front end would carry out (a file written, a recording, the view) is not
            // carried out for a solution, so its "wrote …" would be untrue.
            effects.append(.print(["(skipped: solution run writes no files and starts no view; type it yourself to do that)"]))
        } else if !result.output.isEmpty {
            effects.append(.relay(result.lines))
        }
        if !verdict.isEmpty { effects.append(.print(verdict)) }
        // A crash counts as run: it is what a step that shows one asks for.
        guard var step = current, !result.isError || result.crashed, !result.shouldQuit else {
            solutionLeft = nil
            return effects
        }
        step.lastCommand = command ?? ""
        step.lastOutput = result.output
        current = step
        guard !isCompleted(step) else { return effects + runNextSolutionLine() }
        awaiting = .goals(.afterCommand(command: line.trimmingCharacters(in: .whitespaces)))
        return effects + [.readGoals]
    }

    private mutating func runNextSolutionLine() -> [CoachEffect] {
        guard var left = solutionLeft else { return [] }
        guard !left.isEmpty else {
            solutionLeft = nil
            return []
        }
        let line = left.removeFirst()
        solutionLeft = left
        if case .predict(let answer)? = CoachCommand(parsing: line), let step = current {
            return [.echo(line)] + predict(answer, during: step)
        }
        return [.runInEngine(line)]
    }

    private func isCompleted(_ step: StepInProgress) -> Bool {
        progress.lessons[step.lesson.id]?.completedSteps.contains(step.step.number) ?? false
    }

    private mutating func completeStep(_ step: StepInProgress) -> [CoachEffect] {
        var record = progress.lessons[step.lesson.id] ?? LessonRecord()
        record.markCompleted(step.step.number)
        progress.lessons[step.lesson.id] = record
        let lesson = step.lesson
        guard step.stepIndex + 1 < lesson.steps.count else {
            // The lesson is over: no step is under way any more (the prompt says so), and
            // `next` goes on to the lesson after it.
            current = nil
            solutionLeft = nil
            finishedStep = step
            return [.print([""] + finishedLines(lesson)), .save(progress)]
        }
        let following = lesson.steps[step.stepIndex + 1]
        return [
            .print(["", "✓ Step \(step.step.number) done. Type 'next' for step \(following.number): \(sentence(following.title))"]),
            .save(progress),
        ]
    }

    private func finishedLines(_ lesson: Lesson) -> [String] {
        var lines = ["✓ Lesson \(lesson.number) complete: \(sentence(lesson.title))"]
        if !lesson.recap.isEmpty { lines += ["", lesson.recap, ""] }
        if let following = lessons.first(where: { $0.number > lesson.number }) {
            lines.append("Type 'next' (or 'lesson \(following.number)') for lesson \(following.number): \(sentence(following.title))")
        } else {
            lines.append("That was the last lesson. 'lesson' lists them all.")
        }
        return lines
    }

    /// A title at the end of a sentence: "Who removes the child?" takes no full stop after its own.
    private func sentence(_ title: String) -> String {
        title.last.map { ".?!".contains($0) } == true ? title : title + "."
    }

    private mutating func hint(_ step: StepInProgress) -> [CoachEffect] {
        let hints = step.step.hints
        let shown = min(step.hintsShown + 1, hints.count)
        current?.hintsShown = shown
        var lines = ["Hint \(shown) of \(hints.count): " + hints[shown - 1]]
        if shown == hints.count {
            lines.append("(That is the last hint; 'solution' shows the commands.)")
        }
        return [.print(lines)]
    }

    private mutating func next(_ step: StepInProgress) -> [CoachEffect] {
        let skipped = progress.lessons[step.lesson.id]?.skippedSteps.contains(step.step.number) ?? false
        guard isCompleted(step) || skipped else {
            let met = step.goalsMet
            return [
                .fail(
                    "error: step \(step.step.number) is not done yet (\(met.filter { $0 }.count) of \(met.count) goals met); "
                        + "'goal' shows what is left, 'hint' helps, 'skip' moves on without it")
            ]
        }
        return advance(from: step, rebuildingApp: false)
    }

    private mutating func skip(_ step: StepInProgress) -> [CoachEffect] {
        var record = progress.lessons[step.lesson.id] ?? LessonRecord()
        record.markSkipped(step.step.number)
        progress.lessons[step.lesson.id] = record
        guard step.stepIndex + 1 < step.lesson.steps.count else {
            current = nil
            solutionLeft = nil
            finishedStep = step
            return [.print(["Skipped step \(step.step.number)."] + finishedLines(step.lesson)), .save(progress)]
        }
        return advance(
            from: step, rebuildingApp: true,
            note: ["Skipped step \(step.step.number); the app was rebuilt to where step \(step.step.number + 1) starts.", ""])
    }

    /// Moves to the step after `step` (or, after the last, to the next lesson). After `next` the
    /// learner's own app goes on; after `skip` it is rebuilt, since the skipped step's work is
    /// missing from it.
    private mutating func advance(from step: StepInProgress, rebuildingApp: Bool, note: [String] = []) -> [CoachEffect] {
        let lesson = step.lesson
        let nextIndex = step.stepIndex + 1
        guard nextIndex < lesson.steps.count else { return startLesson(after: lesson) }
        if let fresh = lesson.steps[nextIndex].startOptions {
            let state = fresh.directives.isEmpty ? "" : " (\(fresh.directives.joined(separator: ", ")))"
            awaiting = .rebuild(.advance(note: note + ["Step \(nextIndex + 1) starts on a freshly launched app\(state).", ""]))
            return [.rebuildApp(lessonNumber: lesson.number, stepIndex: nextIndex)]
        }
        if rebuildingApp {
            awaiting = .rebuild(.advance(note: note))
            return [.rebuildApp(lessonNumber: lesson.number, stepIndex: nextIndex)]
        }
        current = StepInProgress(lesson: lesson, stepIndex: nextIndex)
        awaiting = .goals(.presentation(note: note))
        return [.readGoals]
    }

    /// Makes step `index` current once its goals are read, and saves that the learner is there.
    private mutating func enter(_ index: Int, of lesson: Lesson, held: [Bool], note: [String]) -> [CoachEffect] {
        let step = StepInProgress(lesson: lesson, stepIndex: index, held: held)
        current = step
        var record = progress.lessons[lesson.id] ?? LessonRecord()
        record.currentStep = index + 1
        progress.lessons[lesson.id] = record
        return [
            .print(
                note + LessonText.stepPresentation(step.step, of: lesson, goalsMet: step.goalsMet)
                    + LessonText.alreadySoNote(step.goalsAlreadySo.map { step.step.goals[$0] })),
            .save(progress),
        ]
    }
}
