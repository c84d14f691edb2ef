import Foundation
import PlaygroundEngine
import SafeFile

/// Reads transcript files, whose format is in `docs/transcript-format.md`. Pure text in,
/// `Transcript` out: it knows nothing about sessions, so directives are checked when the
/// transcript is replayed.
package enum TranscriptParser {
    /// Reads and parses the file at `path`. A file that cannot be read, or a line that is not valid
    /// UTF-8, is a problem of that file (with the line, when there is one).
    /// Far larger than any session recorded by hand; a file larger is not read into memory.
    static let largestFile = 256 << 20

    package static func read(path: String) throws(TranscriptProblem) -> Transcript {
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
    package static func parse(_ text: String, path: String) throws(TranscriptProblem) -> Transcript {
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
