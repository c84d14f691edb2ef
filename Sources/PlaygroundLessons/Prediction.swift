import PlaygroundEngine

/// A step that asks what will happen before its act runs: the learner answers with `predict`,
/// the coach runs the step's command, says whether the answer held, and shows the part of what
/// the app printed that decides it. Ours, for teaching: the answer is read from what the app did,
/// never written in the lesson, so a lesson cannot claim an outcome the app does not have.
package struct Prediction: Equatable, Sendable {
    /// What the learner is asked (Markdown).
    let question: String
    /// The line the coach runs once the learner has answered: the step's act.
    let command: String
    let reading: PredictionReading
    /// The answers offered, in order; `predict 2` picks the second.
    let choices: [String]
    /// Where the `### Predict` heading is, for messages that point at it.
    let line: Int

    /// The choice a typed answer names: its number, its text, or the start of only one choice's
    /// text (`predict app`), without regard to case; nil when it names none.
    func choice(named answer: String) -> String? {
        let trimmed = answer.trimmingWhitespace()
        if let number = Int(trimmed) { return choices.indices.contains(number - 1) ? choices[number - 1] : nil }
        if let exact = choices.first(where: { $0.equalsIgnoringCase(trimmed) }) { return exact }
        let starting = choices.filter { $0.lowercased().hasPrefix(trimmed.lowercased()) }
        return trimmed.isEmpty || starting.count != 1 ? nil : starting[0]
    }

    /// The question and its numbered choices, as Markdown: what the prompt prints and the
    /// lesson's page draws.
    var markdown: String {
        question + "\n\n" + choices.enumerated().map { "\($0.offset + 1). `\($0.element)`" }.joined(separator: "\n")
    }

    /// The choices in an error line: `1 ProductViewController, 2 AppCoordinator`.
    var choicesInOneLine: String {
        choices.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
    }
}

/// How the answer to a prediction is read from the app once its command has run.
package enum PredictionReading: Equatable, Sendable, CustomStringConvertible {
    /// The type of the responder that handled the message the command sent.
    case handler
    /// The type of the screen visible after it.
    case visible
    /// `yes` when an object of the type is alive after it, `no` when none is.
    case alive(type: String)
    /// The choice the command's output names first (a callback, a coordinator, a message).
    case first

    package var description: String {
        switch self {
        case .handler: "handler"
        case .visible: "visible"
        case .alive(let type): "alive \(type)"
        case .first: "first"
        }
    }

    init?(parsing text: String) {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        switch (words.first?.lowercased(), words.count) {
        case ("handler", 1): self = .handler
        case ("visible", 1): self = .visible
        case ("first", 1): self = .first
        case ("alive", 2): self = .alive(type: words[1])
        default: return nil
        }
    }

    static let forms = "handler, visible, first, or alive TYPE"
}

/// What a prediction's command showed: the choice that held (nil when the app did none of
/// them) and the lines that decide it.
struct PredictionOutcome: Equatable {
    let answer: String?
    let evidence: [String]
}
