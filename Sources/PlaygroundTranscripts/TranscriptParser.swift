import Foundation
import PlaygroundEngine
import SafeFile

/// # The transcript format
///
/// A transcript (`NAME.transcript`) is a recorded playground session that replays as a regression
/// test. It reads like the terminal:
///
///     # recorded with coordinator-playground
///     % service catalog pending
///     > help
///     commands: help, quit
///     #
///     # An unknown command is refused with one line.
///     > frobnicate
///     error: unknown command '[..]'. Type 'help' for commands.
///
/// Line by line (UTF-8; a `\r` before the `\n` is ignored):
///
/// - `> COMMAND` runs COMMAND (exactly `>`, then a space, then the command; `>` alone is the empty
///   line). Every line after it, up to the next command or comment, is its expected output, exactly.
///   A command that prints nothing is directly followed by the next `>` line or comment.
/// - A comment is a line that is exactly `#` or starts with `# `, wherever it stands. It is kept
///   verbatim, and if it comes after a command it ends that command's output. Every other `#` is
///   ordinary text: `#3 ProductViewController` at the start of an output line is output. After a
///   comment come comments, blank lines (layout, ignored) or the next command; any other line there
///   is an error, because output must follow its command directly.
/// - `% DIRECTIVE` lines before the first command set the app's start state; each goes to
///   `StartOptions.apply(directive:)` (e.g. `% service catalog pending`). An unknown directive is an
///   error naming the file and line. After the first command, `%` is ordinary output text (and a `%`
///   line after a comment is an error).
/// - Blank lines inside output are significant. Blank lines before the first command or after a
///   comment are layout: ignored, and kept by `--update`. Blank lines at the end of the file are
///   tolerated: they are never expected output, and trailing blank lines of the last command's
///   actual output are ignored too. To separate sections visually, use a `#` line.
/// - In expected output, a line that is exactly `...` matches any number (zero or more) of lines,
///   and `[..]` inside a line matches any text within that one line (never across lines). Nothing
///   else is special: no regexes.
/// - Before the first command, any other non-blank line is an error ("output before any command").
///
/// Each file starts from a fresh app (its directives applied); the commands of one file share
/// state, and a command after one that quit the session is an error. An output line that would
/// read as syntax (`> …`, `>`, `# …`, `#`, `...`) is written with `[..]` in front, e.g.
/// `[..]# heading`; `--update` and the recorder do that themselves.
///
/// `replay --update` rewrites only the output lines that no longer match: comments, directives,
/// layout, and every expected line that still matches (`[..]` lines and `...` included) stay.
///
/// The parser is pure text in, `Transcript` out; it knows nothing about sessions, so directives are
/// checked when the transcript is replayed.
public enum TranscriptParser {
    /// Reads and parses the file at `path`. A file that cannot be read, or a line that is not valid
    /// UTF-8, is a problem of that file (with the line, when there is one).
    /// Far larger than any session recorded by hand; a file larger is not read into memory.
    static let largestFile = 256 << 20

    public static func read(path: String) throws(TranscriptProblem) -> Transcript {
        // A regular file only, opened so that a FIFO or a device is named as such and never waited
        // on; one reached through a symbolic link is read where the link points, as `--update`
        // writes it there.
        let bytes: [UInt8]?
        do throws(FileWriteError) {
            bytes = try SafeFile.contentsOfRegularFile(
                atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path, limit: largestFile)
        } catch {
            throw TranscriptProblem(path: path, line: nil, message: "cannot read the file: \(error.reason)")
        }
        guard let bytes else { throw TranscriptProblem(path: path, line: nil, message: "cannot read the file: there is no such file") }
        // A newline byte is never part of a multi-byte sequence, so the file is valid exactly when
        // each of its lines is: one check of the whole file, and the line only for the problem.
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let line = splitLines(bytes[...]).firstIndex { String(validating: $0, as: UTF8.self) == nil }
            throw TranscriptProblem(path: path, line: line.map { $0 + 1 }, message: "the line is not valid UTF-8")
        }
        return try parse(text, path: path)
    }

    /// Parses transcript text; `path` is only used to name the file in problems.
    public static func parse(_ text: String, path: String) throws(TranscriptProblem) -> Transcript {
        var text = text
        let lines = text.withUTF8 { bytes in splitLines(bytes[...]).map { String(decoding: $0, as: UTF8.self) } }
        return try parse(lines: lines, path: path)
    }

    /// Splits on `\n` (dropping a `\r` before it, and the empty remainder after a final `\n`).
    /// Bytes rather than `Character`s, because Swift reads `\r\n` as one character.
    private static func splitLines<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [Bytes.SubSequence]
    where Bytes.SubSequence: BidirectionalCollection {
        guard !bytes.isEmpty else { return [] }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
    }

    /// Where the next line falls, which decides what it can be.
    private enum Position {
        /// Before the first command: comments, directives, blank lines, or the first command.
        case preamble
        /// Right after a command or its output: another output line, a comment or a command.
        case output
        /// After a comment that follows a command: comments, blank lines or a command.
        case afterComment
    }

    private static func parse(lines: [String], path: String) throws(TranscriptProblem) -> Transcript {
        let trailingBlankLineCount = lines.reversed().prefix(while: \.isEmpty).count
        var entries: [Transcript.Entry] = []
        var position = Position.preamble

        for (index, line) in lines.dropLast(trailingBlankLineCount).enumerated() {
            let lineNumber = index + 1
            func problem(_ message: String) -> TranscriptProblem {
                TranscriptProblem(path: path, line: lineNumber, message: message)
            }
            if let command = TranscriptSyntax.command(in: line) {
                entries.append(.command(.init(line: line, text: command, lineNumber: lineNumber, expectedOutput: [])))
                position = .output
                continue
            }
            if TranscriptSyntax.isComment(line) {
                entries.append(.comment(line))
                if position == .output { position = .afterComment }
                continue
            }
            switch position {
            case .output:
                guard case .command(var command) = entries.removeLast() else { preconditionFailure("output follows a command") }
                command.expectedOutput.append(line)
                entries.append(.command(command))
            case .preamble, .afterComment:
                if line.isEmpty {
                    entries.append(.blank)
                } else if let directive = TranscriptSyntax.directive(in: line) {
                    guard position == .preamble else {
                        throw problem("a directive must come before the first command")
                    }
                    entries.append(.directive(.init(line: line, text: directive, lineNumber: lineNumber)))
                } else if position == .preamble {
                    throw problem("output before any command: a transcript starts with comments, '% directives' and then '> command' lines")
                } else {
                    throw problem("output after a comment: output must follow its command directly, and a comment ends a command's output")
                }
            }
        }
        return Transcript(path: path, entries: entries, trailingBlankLineCount: trailingBlankLineCount)
    }
}
