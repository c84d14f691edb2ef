import Foundation
import MarkdownModel
import PlaygroundEngine
import TextLayout

/// Reads a lesson from its Markdown. The file stays a document a person can read on GitHub;
/// only a few headings and list shapes carry meaning:
///
///     # Title
///     Introduction (Markdown). An optional line `App: items` picks the app the lesson starts
///     in (the first app otherwise); an optional line `Start: `service catalog pending`` then
///     sets the state that app starts in, and `Setup: `tap account` `...`` commands run on it
///     before step 1 (the coach shows them as set up for the learner). A step's prose may have
///     a `Start:` line of its own: that step starts on a freshly launched app of the lesson in
///     that state. These lines are directives, taken out of the prose the lesson keeps.
///     ## Step 1: Title
///     Prose (Markdown).
///     ### Goal
///     - Description read beside ✓ or ✗: `condition`
///     ### Hints
///     1. From gentle ...
///     2. ... to explicit.
///     ### Solution
///     ```
///     one command per line
///     ```
///     ## Recap            (optional, after the last step)
///
/// Anything else that looks like structure (an unknown `##`/`###` heading, a step out of order, a
/// goal that does not parse, a missing section) is an error naming the file and line.
public enum LessonParser {
    /// Reads a lesson for the first of `apps`, which checks its start directives. `number` is
    /// for a file whose name carries none (an exercise's `checks.md`); a lesson's comes from its
    /// name.
    public static func parse(_ text: String, path: String, number: Int? = nil, apps: PlaygroundApps) throws(LessonFileError) -> Lesson {
        var reader = Reader(path: path, startOptions: apps.defaultOptions)
        for (offset, line) in text.lines().enumerated() {
            try reader.read(String(line.hasSuffix("\r") ? line.dropLast() : line), number: offset + 1)
        }
        return try reader.finish(fileName: URL(fileURLWithPath: path).lastPathComponent, number: number)
    }

    package static func parse(fileAt path: String, apps: PlaygroundApps) throws(LessonFileError) -> Lesson {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw LessonFileError(path: path, line: 1, message: "cannot read the file: \(error.localizedDescription)")
        }
        return try parse(text, path: path, apps: apps)
    }
}

/// The parser's state as it walks the file line by line.
private struct Reader {
    enum Part: Equatable {
        case beforeTitle, introduction, stepProse, prediction, goals, hints, solution, recap
    }

    struct NumberedLine {
        let text: String
        let number: Int
    }

    struct PendingStep {
        let number: Int
        let title: String
        let line: Int
        var prose: [NumberedLine] = []
        var goals: [NumberedLine]?
        var hints: [NumberedLine]?
        var solution: [NumberedLine]?
        var prediction: [NumberedLine]?
        /// Where its `### Predict` heading is.
        var predictionLine = 0
        var startOptions: StartOptions?
    }

    let path: String
    var part = Part.beforeTitle
    var title = ""
    var titleLine = 1
    var introduction: [NumberedLine] = []
    var startOptions: StartOptions
    var setup: [String] = []
    /// The lesson's app as it launches, which a step's `Start:` line starts from.
    var defaultOptions: StartOptions
    var steps: [LessonStep] = []
    var current: PendingStep?
    var recap: [NumberedLine] = []
    /// The fence and line of the code block being read, if any.
    var fence: (fence: CodeFence, line: Int)?

    init(path: String, startOptions: StartOptions) {
        self.path = path
        self.startOptions = startOptions
        self.defaultOptions = startOptions
    }

    func error(_ line: Int, _ message: String) -> LessonFileError {
        LessonFileError(path: path, line: line, message: message)
    }

    mutating func read(_ text: String, number: Int) throws(LessonFileError) {
        let trimmed = text.trimmingWhitespace()
        if let open = fence {
            if open.fence.isClosed(by: trimmed) { fence = nil }
            try append(text, number: number)
            return
        }
        if let opening = CodeFence(line: trimmed) {
            fence = (opening, number)
            try append(text, number: number)
            return
        }
        if text.hasPrefix("# ") {
            guard part == .beforeTitle else { throw error(number, "a lesson has one '# Title'; use '## Step N: ...' for steps") }
            title = String(text.dropFirst(2)).trimmingWhitespace()
            titleLine = number
            part = .introduction
        } else if text.hasPrefix("## ") {
            try startSection(String(text.dropFirst(3)).trimmingWhitespace(), number: number)
        } else if text.hasPrefix("### ") {
            try startSubsection(String(text.dropFirst(4)).trimmingWhitespace(), number: number)
        } else {
            try append(text, number: number)
        }
    }

    private mutating func append(_ text: String, number: Int) throws(LessonFileError) {
        let line = NumberedLine(text: text, number: number)
        switch part {
        case .beforeTitle:
            guard text.trimmingWhitespace().isEmpty else {
                throw error(number, "a lesson starts with its title: '# Title'")
            }
        // Directives are for the coach, not prose to read: the coach says in words what they
        // did (its `set up:` lines, "Step N starts on a freshly launched app (…)").
        case .introduction:
            if text.hasPrefix("App:") {
                try applyApp(in: text, number: number)
            } else if text.hasPrefix("Start:") {
                try applyDirectives(in: text, to: &startOptions, number: number)
            } else if text.hasPrefix("Setup:") {
                setup = InlineCode.spans(in: text)
                guard !setup.isEmpty else {
                    throw error(number, "expected setup commands in backticks: Setup: `tap account` `tap logIn`")
                }
            } else {
                introduction.append(line)
            }
        case .stepProse:
            if text.hasPrefix("Start:") {
                var options = defaultOptions
                try applyDirectives(in: text, to: &options, number: number)
                current?.startOptions = options
            } else {
                current?.prose.append(line)
            }
        case .prediction: current?.prediction?.append(line)
        case .goals: current?.goals?.append(line)
        case .hints: current?.hints?.append(line)
        case .solution: current?.solution?.append(line)
        case .recap: recap.append(line)
        }
    }

    /// `App: items` (or `App: `items``): the app the lesson starts in, before any `Start:`.
    private mutating func applyApp(in text: String, number: Int) throws(LessonFileError) {
        let name = text.dropFirst("App:".count).trimmingWhitespace().filter { $0 != "`" }
        guard !name.isEmpty, !name.contains(" ") else { throw error(number, "expected the app's name: App: items") }
        do {
            try startOptions.apply(directive: "app \(name)")
            try defaultOptions.apply(directive: "app \(name)")
        } catch {
            throw self.error(number, error.message)
        }
    }

    private func applyDirectives(in text: String, to options: inout StartOptions, number: Int) throws(LessonFileError) {
        let directives = InlineCode.spans(in: text)
        guard !directives.isEmpty else {
            throw error(number, "expected start directives in backticks: Start: `service catalog pending`")
        }
        for directive in directives {
            do {
                try options.apply(directive: directive)
            } catch {
                throw self.error(number, error.message)
            }
        }
    }

    private mutating func startSection(_ heading: String, number: Int) throws(LessonFileError) {
        guard part != .beforeTitle else { throw error(number, "a lesson starts with its title: '# Title'") }
        try finishStep()
        if heading.equalsIgnoringCase("recap") {
            guard !steps.isEmpty else { throw error(number, "'## Recap' comes after the steps") }
            part = .recap
            return
        }
        guard part != .recap else { throw error(number, "'## Recap' is the last section") }
        let expected = steps.count + 1
        guard heading.lowercased().hasPrefix("step "),
            let colon = heading.firstIndex(of: ":"),
            let stepNumber = Int(heading[heading.index(heading.startIndex, offsetBy: 5)..<colon].trimmingWhitespace())
        else {
            throw error(number, "expected '## Step \(expected): title' or '## Recap', not '## \(heading)'")
        }
        guard stepNumber == expected else {
            throw error(number, "expected step \(expected) here, not step \(stepNumber)")
        }
        let stepTitle = heading[heading.index(after: colon)...].trimmingWhitespace()
        guard !stepTitle.isEmpty else { throw error(number, "step \(stepNumber) has no title") }
        current = PendingStep(number: stepNumber, title: stepTitle, line: number)
        part = .stepProse
    }

    private mutating func startSubsection(_ heading: String, number: Int) throws(LessonFileError) {
        guard var step = current else {
            throw error(number, "'### \(heading)' belongs inside a step ('## Step N: ...')")
        }
        let section: Part
        switch heading.lowercased() {
        case "goal", "goals": section = .goals
        case "hint", "hints": section = .hints
        case "solution": section = .solution
        case "predict": section = .prediction
        default: throw error(number, "expected '### Predict', '### Goal', '### Hints' or '### Solution', not '### \(heading)'")
        }
        let alreadyThere: Bool
        switch section {
        case .prediction: alreadyThere = step.prediction != nil; step.prediction = []; step.predictionLine = number
        case .goals: alreadyThere = step.goals != nil; step.goals = []
        case .hints: alreadyThere = step.hints != nil; step.hints = []
        default: alreadyThere = step.solution != nil; step.solution = []
        }
        guard !alreadyThere else { throw error(number, "step \(step.number) already has a '### \(heading)' section") }
        current = step
        part = section
    }

    private mutating func finishStep() throws(LessonFileError) {
        guard let step = current else { return }
        current = nil
        guard let goalLines = step.goals else { throw error(step.line, "step \(step.number) has no '### Goal' section") }
        guard let hintLines = step.hints else { throw error(step.line, "step \(step.number) has no '### Hints' section") }
        guard let solutionLines = step.solution else { throw error(step.line, "step \(step.number) has no '### Solution' section") }
        let goals = try parseGoals(goalLines, step: step)
        let hints = try listItems(hintLines, what: "hint").map(\.text)
        guard !hints.isEmpty else { throw error(step.line, "step \(step.number) has no hints") }
        let solution = try parseSolution(solutionLines, step: step)
        let prediction = try step.prediction.map { lines throws(LessonFileError) in
            try parsePrediction(lines, at: step.predictionLine, step: step)
        }
        try checkPrediction(prediction, goals: goals, solution: solution, step: step)
        steps.append(
            LessonStep(
                number: step.number, title: step.title, prose: Self.text(step.prose),
                proseMarkdown: MarkdownDocument(
                    parsing: ([Self.text(step.prose)] + [prediction?.markdown].compactMap { $0 }).filter { !$0.isEmpty }.joined(
                        separator: "\n\n")),
                goals: goals,
                hints: hints, solutionLines: solution, startOptions: step.startOptions, prediction: prediction,
                line: step.line))
    }

    private func parseGoals(_ lines: [NumberedLine], step: PendingStep) throws(LessonFileError) -> [Goal] {
        var goals: [Goal] = []
        for item in try listItems(lines, what: "goal") {
            guard let code = InlineCode.spans(in: item.text).last,
                let codeRange = item.text.range(of: "`\(code)`", options: .backwards)
            else {
                throw error(
                    item.number, "a goal ends with its condition in backticks: '- The cart has one line: `model cart.lines count = 1`'")
            }
            let condition: GoalCondition
            do {
                condition = try GoalCondition(parsing: code)
            } catch {
                throw self.error(item.number, error.message)
            }
            var description = item.text[..<codeRange.lowerBound].trimmingWhitespace()
            if description.hasSuffix(":") { description.removeLast() }
            goals.append(
                Goal(
                    description: description.isEmpty ? condition.description : description,
                    condition: condition, line: item.number))
        }
        guard !goals.isEmpty else { throw error(step.line, "step \(step.number) has no goals") }
        return goals
    }

    /// A `### Predict` section: the question (any lines that are not the others), `Run:` and
    /// `Answer from:` with their inline code, and the choices as a list.
    private func parsePrediction(_ lines: [NumberedLine], at line: Int, step: PendingStep) throws(LessonFileError) -> Prediction {
        var question: [String] = []
        var command: String?
        var reading: PredictionReading?
        var choices: [String] = []
        for item in lines {
            let trimmed = item.text.trimmingWhitespace()
            if trimmed.hasPrefix("Run:") {
                guard let code = InlineCode.spans(in: trimmed).first, CoachCommand(parsing: code) == nil else {
                    throw error(item.number, "expected the step's command in backticks: Run: `send cartAdd product=4`")
                }
                command = code
            } else if trimmed.hasPrefix("Answer from:") {
                guard let code = InlineCode.spans(in: trimmed).first, let read = PredictionReading(parsing: code) else {
                    throw error(item.number, "expected how the answer is read, in backticks: \(PredictionReading.forms)")
                }
                reading = read
            } else if let body = Self.listItemBody(item.text) {
                let spans = InlineCode.spans(in: body)
                choices.append(spans.count == 1 && body == "`\(spans[0])`" ? spans[0] : body)
            } else if !trimmed.isEmpty || !question.isEmpty {
                question.append(item.text)
            }
        }
        let text = Self.text(question.map { NumberedLine(text: $0, number: 0) })
        guard !text.isEmpty else { throw error(line, "step \(step.number)'s prediction asks no question") }
        guard let command else { throw error(line, "step \(step.number)'s prediction has no 'Run: `COMMAND`' line") }
        guard let reading else {
            throw error(line, "step \(step.number)'s prediction has no 'Answer from: `…`' line (\(PredictionReading.forms))")
        }
        guard choices.count >= 2 else { throw error(line, "step \(step.number)'s prediction lists fewer than two choices") }
        if case .alive = reading, Set(choices.map { $0.lowercased() }) != ["yes", "no"] {
            throw error(line, "step \(step.number)'s prediction answered from `\(reading)` offers the choices yes and no")
        }
        return Prediction(question: text, command: command, reading: reading, choices: choices, line: line)
    }

    /// A step that predicts has a `predicted` goal and a `predict` line in its solution that
    /// names one of its choices; a step that does not, neither.
    private func checkPrediction(
        _ prediction: Prediction?, goals: [Goal], solution: [SolutionLine], step: PendingStep
    ) throws(LessonFileError) {
        let goal = goals.first { $0.condition == .predicted }
        let answers = solution.compactMap { line -> String? in
            guard case .predict(let answer) = CoachCommand(parsing: line.command) else { return nil }
            return answer
        }
        guard let prediction else {
            if let goal { throw error(goal.line, "the goal `predicted` needs a '### Predict' section in its step") }
            if !answers.isEmpty { throw error(step.line, "step \(step.number)'s solution predicts, but the step has no '### Predict'") }
            return
        }
        guard goal != nil else { throw error(prediction.line, "a step with a prediction has the goal `predicted`") }
        guard answers.count == 1, let answer = answers.first else {
            throw error(prediction.line, "step \(step.number)'s solution has one `predict` line")
        }
        guard prediction.choice(named: answer) != nil else {
            throw error(
                prediction.line,
                "step \(step.number)'s solution predicts '\(answer)', which is none of: "
                    + prediction.choices.joined(separator: ", "))
        }
    }

    private func parseSolution(_ lines: [NumberedLine], step: PendingStep) throws(LessonFileError) -> [SolutionLine] {
        var commands: [SolutionLine] = []
        var fences = 0
        var open: CodeFence?
        for line in lines {
            let trimmed = line.text.trimmingWhitespace()
            if let fence = open {
                if fence.isClosed(by: trimmed) {
                    open = nil
                } else if !trimmed.isEmpty {
                    do {
                        commands.append(try SolutionLine(parsing: trimmed))
                    } catch {
                        throw self.error(line.number, error.message)
                    }
                }
            } else if let fence = CodeFence(line: trimmed) {
                open = fence
                fences += 1
            } else if !trimmed.isEmpty {
                throw error(line.number, "a solution is one fenced block of commands, one per line")
            }
        }
        guard fences == 1, !commands.isEmpty else {
            throw error(step.line, "step \(step.number)'s solution must be one fenced block with at least one command")
        }
        return commands
    }

    /// The items of a Markdown list (`- ` or `1. `), each with its continuation lines joined.
    private func listItems(_ lines: [NumberedLine], what: String) throws(LessonFileError) -> [NumberedLine] {
        var items: [NumberedLine] = []
        for line in lines {
            let trimmed = line.text.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            if let body = Self.listItemBody(line.text) {
                items.append(NumberedLine(text: body, number: line.number))
            } else if let last = items.popLast() {
                items.append(NumberedLine(text: last.text + "\n" + trimmed, number: last.number))
            } else {
                throw error(line.number, "expected a list of \(what)s ('- ...' or '1. ...')")
            }
        }
        return items
    }

    /// `- text`, `* text` or `12. text` at the start of a line: the text; else nil.
    private static func listItemBody(_ line: String) -> String? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return String(line.dropFirst(2)).trimmingWhitespace() }
        let digits = line.prefix(while: \.isNumber)
        guard !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") else { return nil }
        return String(line.dropFirst(digits.count + 2)).trimmingWhitespace()
    }

    private static func text(_ lines: [NumberedLine]) -> String {
        lines.map(\.text).joined(separator: "\n").trimmingNewlines()
    }

    mutating func finish(fileName: String, number given: Int? = nil) throws(LessonFileError) -> Lesson {
        if let open = fence { throw error(open.line, "this code block is never closed") }
        guard part != .beforeTitle else { throw error(1, "a lesson starts with its title: '# Title'") }
        try finishStep()
        guard !steps.isEmpty else { throw error(titleLine, "a lesson has at least one '## Step 1: ...'") }
        let digits = fileName.prefix(while: \.isNumber)
        guard let number = given ?? Int(digits) else {
            throw error(1, "a lesson file's name starts with its number: '01-why-coordinators.md'")
        }
        let id = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        return Lesson(
            number: number, id: id, title: title, introduction: Self.text(introduction),
            introductionMarkdown: MarkdownDocument(parsing: Self.text(introduction)),
            startOptions: startOptions, setup: setup, steps: steps, recap: Self.text(recap), path: path)
    }
}
