import Foundation
import MarkdownModel
import PlaygroundEngine

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
        var commands: [String] = []
        var fence: (fence: CodeFence, isCommands: Bool)?
        // Prose between fences, read as a whole: inline code may run from one line onto the next.
        var prose: [Substring] = []
        func takeProse() {
            let spans = InlineCode.spans(in: prose.joined(separator: "\n")).map { span in
                span.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }
            commands += spans.filter { span in
                guard let first = span.split(separator: " ").first else { return false }
                return commandNames.contains(first.lowercased())
            }
            prose = []
        }
        for line in markdown.lines() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if open.fence.isClosed(by: trimmed) {
                    fence = nil
                } else if open.isCommands && !trimmed.isEmpty {
                    commands.append(trimmed)
                }
                continue
            }
            if let opening = CodeFence(line: trimmed) {
                takeProse()
                fence = (opening, opening.info.equalsIgnoringCase("commands"))
                continue
            }
            if trimmed.hasPrefix("Start:") || trimmed.isEmpty {
                takeProse()
                continue
            }
            prose.append(line)
        }
        takeProse()
        return commands
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
