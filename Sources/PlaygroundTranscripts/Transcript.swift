import PlaygroundEngine

/// A parsed transcript: every line of the file, classified, in order, so that a transcript can be
/// replayed and also written back unchanged except for the outputs an update replaces.
public struct Transcript: Equatable, Sendable {
    /// The file it came from, as given; every problem and difference is reported against it.
    public var path: String
    public var entries: [Entry]
    /// Blank lines at the very end of the file. Editors leave them; they are never expected output.
    public var trailingBlankLineCount: Int

    public enum Entry: Equatable, Sendable {
        /// A `#` line, verbatim.
        case comment(String)
        /// A blank line where no output can be: before the first command or after a comment.
        case blank
        case directive(Directive)
        case command(Command)
    }

    /// A `% DIRECTIVE` line before the first command: part of the app's start state.
    public struct Directive: Equatable, Sendable {
        /// The line as written, e.g. `% service catalog pending`.
        public var line: String
        /// What `StartOptions.apply(directive:)` receives, e.g. `service catalog pending`.
        public var text: String
        public var lineNumber: Int
    }

    /// A `> command` line and the output lines that follow it.
    public struct Command: Equatable, Sendable {
        /// The line as written, e.g. `> help`.
        public var line: String
        /// What the session executes, e.g. `help`.
        public var text: String
        public var lineNumber: Int
        /// The lines after the command, up to the next command or comment; they may hold `...`
        /// and `[..]`. The first of them is on line `lineNumber + 1`.
        public var expectedOutput: [String]
    }

    public var directives: [Directive] {
        entries.compactMap { if case .directive(let directive) = $0 { directive } else { nil } }
    }

    public var commands: [Command] {
        entries.compactMap { if case .command(let command) = $0 { command } else { nil } }
    }

    /// Whether the file ends with a command's output (then trailing blank lines of that output are
    /// insignificant, since they cannot be told apart from the blank lines an editor leaves).
    public var endsWithCommand: Bool {
        if case .command = entries.last { true } else { false }
    }
}
