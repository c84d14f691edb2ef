import PlaygroundEngine

/// The lines the coach answers itself; every other line goes to the engine.
enum CoachCommand: Equatable {
    /// `lesson`: the current step when a lesson is under way, else the list.
    case overview
    case list
    case showStep
    /// `intro`: the current lesson's introduction again.
    case introduction
    case leave
    case start(lessonNumber: Int)
    case reset
    case goal
    case hint
    case showSolution
    case runSolution
    case next
    case skip
    /// `predict ANSWER`: the learner's answer to the step's question, before its act runs.
    case predict(answer: String)
    /// A coach command with arguments it does not take; the usage says what it does take.
    case misused(usage: String)

    /// The heading `help` lists the coach's commands under.
    static let section = "Lessons"

    /// The coach's commands, described as the engine's are, so `help`, TAB, prefixes and
    /// "did you mean" treat them alike.
    static let descriptions = [
        CommandDescription(
            "lesson", section: section,
            forms: [
                CommandForm(), CommandForm(ArgumentSlot("N", .supplied)), CommandForm(.keyword("list")),
                CommandForm(.keyword("reset")), CommandForm(.keyword("off")),
            ],
            summary: "list the lessons and your progress, start or resume one, start it over, or leave it",
            details: """
                Without N, shows the current step again during a lesson, and otherwise lists every lesson
                and where you are in it (`lesson list` lists them any time). `lesson N` starts lesson N, or
                resumes it where you left off (the app is rebuilt to that step). `lesson reset` starts the
                current lesson over from step 1 (asks first). `lesson off` leaves the lesson and keeps the
                app and your progress: `lesson N` comes back to the same step.
                """),
        CommandDescription(
            "step", section: section, summary: "the current step again: its text and goals, the app left as it is",
            details: "To read the step once more without losing what you did in it (`lesson N` rebuilds the app)."),
        CommandDescription(
            "intro", section: section, summary: "the current lesson's introduction again",
            details: """
                The lesson's title and introduction, as `lesson N` shows them before step 1.
                Resuming a lesson at a later step shows where you are instead, and offers this.
                Your step and the app stay as they are.
                """),
        CommandDescription(
            "goal", section: section, summary: "what the current step asks for, each condition ✓ or ✗",
            details: "The coach also checks the goals after every command, and says when they are all met."),
        CommandDescription(
            "hint", section: section, summary: "the next hint for the current step (hint 1 of 3, 2 of 3, ...)",
            details: "Each `hint` gives the next one; after the last, `solution` shows the commands."),
        CommandDescription(
            "solution", section: section, forms: [CommandForm(), CommandForm(.keyword("run"))],
            summary: "show the commands that solve the current step, or run them (asks first)",
            details: """
                `solution run` rebuilds the app to where the step starts and runs its solution, so the
                goal is met and `next` goes on.
                """),
        CommandDescription(
            "next", section: section, summary: "go on to the next step once the goal is met",
            details: "Refused while a goal is unmet: `goal` shows which, `skip` moves on without it."),
        CommandDescription(
            "skip", section: section, summary: "move on without meeting the goal (the app is rebuilt to where the next step starts)",
            details: "The lesson list counts skipped steps, so you can come back to them."),
        CommandDescription(
            "predict", section: section, forms: [CommandForm(ArgumentSlot("ANSWER", .supplied, .rest))],
            summary: "answer a step's question before its act runs: a choice's number or its name",
            details: """
                A step that asks what will happen lists its answers; `predict 2` or `predict AppCoordinator`
                answers. The coach then runs the step's command, says whether your answer held, and shows
                what the app printed that decides it. A wrong answer is no error: the step goes on, and
                `lesson list` counts the answers that were right the first time.
                """),
    ]

    var isPrediction: Bool {
        if case .predict = self { true } else { false }
    }

    /// `name` is a coach command's full name (a typed prefix resolved); nil when it is not one.
    init?(name: String, arguments: [String]) {
        let arguments = arguments.map { $0.lowercased() }
        switch (name, arguments) {
        case ("lesson", []): self = .overview
        case ("lesson", ["list"]): self = .list
        case ("lesson", ["reset"]): self = .reset
        case ("lesson", ["off"]): self = .leave
        case ("step", []): self = .showStep
        case ("intro", []): self = .introduction
        case ("lesson", let words) where words.count == 1 && Int(words[0]) != nil: self = .start(lessonNumber: Int(words[0])!)
        case ("goal", []): self = .goal
        case ("hint", []): self = .hint
        case ("solution", []): self = .showSolution
        case ("solution", ["run"]): self = .runSolution
        case ("next", []): self = .next
        case ("skip", []): self = .skip
        case ("predict", let words) where !words.isEmpty: self = .predict(answer: words.joined(separator: " "))
        default:
            guard let description = Self.descriptions.first(where: { $0.name == name }) else { return nil }
            self = .misused(usage: "usage: " + description.usages.joined(separator: " | "))
        }
    }

    /// The line as written out in full, in a lesson's text: nil when it does not start with a
    /// coach command's exact name (then the engine gets it).
    init?(parsing line: String) {
        let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard let name = words.first else { return nil }
        self.init(name: name, arguments: Array(words.dropFirst()))
    }
}
