/// The lines the coach answers itself; every other line goes to the engine.
enum CoachCommand: Equatable {
    case list
    case start(lessonNumber: Int)
    case reset
    case goal
    case hint
    case showSolution
    case runSolution
    case next
    case skip
    /// `help lesson`, `help hint`, ...: the coach's own help for one of its commands.
    case help(name: String)
    /// A coach command with arguments it does not take; the usage says what it does take.
    case misused(usage: String)

    /// Names the coach owns at the start of a line (the engine has none of them).
    static let names = ["lesson", "goal", "hint", "solution", "next", "skip"]

    /// nil when the line is not the coach's (then the engine gets it).
    init?(parsing line: String) {
        let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard let name = words.first else { return nil }
        let arguments = Array(words.dropFirst())
        switch (name, arguments) {
        case ("lesson", []): self = .list
        case ("lesson", ["reset"]): self = .reset
        case ("lesson", let numbers) where numbers.count == 1 && Int(numbers[0]) != nil: self = .start(lessonNumber: Int(numbers[0])!)
        case ("lesson", _): self = .misused(usage: "usage: lesson | lesson N | lesson reset")
        case ("goal", []): self = .goal
        case ("hint", []): self = .hint
        case ("solution", []): self = .showSolution
        case ("solution", ["run"]): self = .runSolution
        case ("solution", _): self = .misused(usage: "usage: solution | solution run")
        case ("next", []): self = .next
        case ("skip", []): self = .skip
        case ("goal", _), ("hint", _), ("next", _), ("skip", _): self = .misused(usage: "usage: \(name)")
        case ("help", _) where arguments.count == 1 && Self.names.contains(arguments[0]): self = .help(name: arguments[0])
        default: return nil
        }
    }

    /// What `help` adds for the lessons, and `help NAME` says for each.
    static let helpLines: [(usage: String, summary: String)] = [
        ("lesson", "list the lessons and your progress"),
        ("lesson N", "start lesson N, or resume it where you left off (the app is rebuilt to that step)"),
        ("lesson reset", "start the current lesson over from step 1 (asks first)"),
        ("goal", "what the current step asks for, each condition ✓ or ✗"),
        ("hint", "the next hint for the current step (hint 1 of 3, 2 of 3, ...)"),
        ("solution", "show the commands that solve the current step (asks first)"),
        ("solution run", "rebuild the app to where the step starts and run its solution (asks first)"),
        ("next", "go on to the next step once the goal is met"),
        ("skip", "move on without meeting the goal (the app is rebuilt to where the next step starts)"),
    ]
}
