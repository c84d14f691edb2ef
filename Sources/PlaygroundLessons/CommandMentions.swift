import Foundation
import MarkdownModel
import PlaygroundEngine
import TextLayout

/// The commands a lesson's text shows the learner, which CI runs to prove they work, so prose
/// cannot drift from the engine. The rule, for lesson authors:
///
/// - inline code whose first word is a command name (`tree`, `tap addToCart`, `hint`) is a
///   command; anything else in backticks is not (`start()`, `CartCoordinator`, `user.city`),
///   so write Swift API with its parentheses or type;
/// - every line of a fenced block whose info string is `commands` is a command;
/// - other fenced blocks (```swift, ```text) are illustrations and are not run;
/// - the `Start:` line of the introduction holds directives, not commands.
///
/// CI runs a section's commands in order on the app as that section starts (the introduction
/// and recap as the lesson starts and ends; a step's prose, and each hint, as the step starts).
/// A command that fails there is tried once more on a fresh app at that start, so prose may offer
/// alternatives (`select promoted:0`, or `select "Wool Coat"`); one that fails both ways is an
/// error in the lesson.
enum CommandMentions {
    static func commands(in markdown: String, commandNames: Set<String>) -> [String] {
        let prose = markdown.lines().filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("Start:") }.joined(separator: "\n")
        return MarkdownDocument(parsing: prose).blocks.flatMap { block -> [String] in
            switch block.kind {
            case .code(let language, let lines):
                guard language.equalsIgnoringCase("commands") else { return [] }
                return lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            case .paragraph(let spans, _), .heading(_, let spans):
                return commands(in: spans, commandNames: commandNames)
            case .list(let items):
                return items.flatMap { commands(in: $0.spans, commandNames: commandNames) }
            }
        }
    }

    /// The inline code among `spans` whose first word is a command, its spaces made one (it
    /// may run from one line onto the next).
    private static func commands(in spans: [MarkdownSpan], commandNames: Set<String>) -> [String] {
        spans.compactMap { span in
            guard case .code(let code) = span else { return nil }
            let words = code.split(whereSeparator: \.isWhitespace)
            guard let first = words.first, commandNames.contains(first.lowercased()) else { return nil }
            return words.joined(separator: " ")
        }
    }

    /// Every name that starts a command at the prompt of a lesson: the engine's and the coach's.
    static var knownCommandNames: Set<String> {
        Set((CommandTable.allNames + CoachCommand.descriptions.flatMap(\.names)).map { $0.lowercased() })
    }

    /// Whether `line` is one of the coach's own commands, used correctly.
    static func isCoachCommand(_ line: String) -> Bool {
        guard let command = CoachCommand(parsing: line) else { return false }
        if case .misused = command { return false }
        return true
    }
}
