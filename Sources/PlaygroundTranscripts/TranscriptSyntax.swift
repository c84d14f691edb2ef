import Foundation

/// The few line shapes a transcript treats specially; everything else is literal text.
/// The parser reads them, and the updater and the recorder write them, from this one place, so
/// what is written always reads back as it was meant.
enum TranscriptSyntax {
    /// The `...` line: any number (zero or more) of output lines.
    static let anyLines = "..."
    /// `[..]` inside a line: any text within that one line.
    static let anyText = "[..]"

    /// The command on a `> command` line (`>` alone is the empty line), or nil.
    static func command(in line: String) -> String? {
        // Most lines are output: one byte tells, before any comparison of text.
        guard line.utf8.first == UInt8(ascii: ">") else { return nil }
        if line == ">" { return "" }
        return line.hasPrefix("> ") ? String(line.dropFirst(2)) : nil
    }

    /// How a command is written: `> help`, or `>` for an empty line (no trailing space).
    static func commandLine(for command: String) -> String {
        command.isEmpty ? ">" : "> " + command
    }

    /// `#` alone or `# ` followed by text. `#3` or `#!` is not a comment, so an output line such
    /// as `#3 ProductViewController` stays output.
    static func isComment(_ line: String) -> Bool {
        line.utf8.first == UInt8(ascii: "#") && (line == "#" || line.hasPrefix("# "))
    }

    /// The directive on a `%` line, trimmed (`% service catalog pending` → `service catalog
    /// pending`), or nil. Only read before the first command.
    static func directive(in line: String) -> String? {
        guard line.hasPrefix("%") else { return nil }
        return line.dropFirst().trimmingCharacters(in: .whitespaces)
    }

    /// An actual output line spelled so that it reads back as output: a line that would read as a
    /// command, a comment or `...` gets `[..]` in front (which matches the empty text before it).
    static func expectedLine(forOutput line: String) -> String {
        let readsAsSyntax = command(in: line) != nil || isComment(line) || line == anyLines
        return readsAsSyntax ? anyText + line : line
    }
}
