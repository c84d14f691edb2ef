import PlaygroundEngine

/// A parsed transcript: every line of the file, classified, in order, so that a transcript can be
/// replayed and also written back unchanged except for the outputs an update replaces.
package struct Transcript: Equatable, Sendable {
    /// The file it came from, as given; every problem and difference is reported against it.
    package var path: String
    package var entries: [Entry]
    /// Blank lines at the very end of the file. Editors leave them; they are never expected output.
    package var trailingBlankLineCount: Int

    package enum Entry: Equatable, Sendable {
        /// A `#` line, verbatim.
        case comment(String)
        /// A blank line where no output can be: before the first command or after a comment.
        case blank
        case directive(Directive)
        case command(Command)
    }

    /// A `% DIRECTIVE` line before the first command: part of the app's start state.
    package struct Directive: Equatable, Sendable {
        /// The line as written, e.g. `% service catalog pending`.
        package var line: String
        /// What `StartOptions.apply(directive:)` receives, e.g. `service catalog pending`.
        package var text: String
        package var lineNumber: Int
    }

    /// A `> command` line and the output lines that follow it.
    package struct Command: Equatable, Sendable {
        /// The line as written, e.g. `> help`.
        package var line: String
        /// What the session executes, e.g. `help`.
        package var text: String
        package var lineNumber: Int
        /// The lines after the command, up to the next command or comment; they may hold `...`
        /// and `[..]`. The first of them is on line `lineNumber + 1`.
        package var expectedOutput: [String]
    }

    package var directives: [Directive] {
        entries.compactMap { if case .directive(let directive) = $0 { directive } else { nil } }
    }

    package var commands: [Command] {
        entries.compactMap { if case .command(let command) = $0 { command } else { nil } }
    }

    /// Whether the file ends with a command's output (then trailing blank lines of that output are
    /// insignificant, since they cannot be told apart from the blank lines an editor leaves).
    package var endsWithCommand: Bool {
        if case .command = entries.last { true } else { false }
    }
}
