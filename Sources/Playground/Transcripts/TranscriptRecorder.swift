import Foundation

/// Records a live session as a transcript, command by command. Each command and its output go to
/// the file (a `write(2)`, not a buffer) before `record` returns, so a crash or Ctrl-C loses
/// nothing already done. The file reads back as a passing transcript of the session.
///
/// No timestamps or other varying text: recording the same session twice gives the same file.
public final class TranscriptRecorder {
    /// The first line of every recorded transcript.
    public static let header = "# recorded with coordinator-playground"

    private let file: FileHandle

    /// Creates (or empties) the file at `path` and writes the header, then one `% DIRECTIVE` line
    /// per directive the session was started with, e.g. `service catalog pending`.
    public init(path: String, directives: [String] = []) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try write([Self.header] + directives.map { "% " + $0 })
    }

    deinit {
        try? file.close()
    }

    /// Appends `> command` and the lines of `output` (which, as `CommandResult.output`, has no
    /// trailing newline). Output lines that would read as syntax are written so they read back as
    /// output (see `TranscriptParser`).
    public func record(command: String, output: String) throws {
        let outputLines = TranscriptRunner.lines(of: output).map(TranscriptSyntax.expectedLine(forOutput:))
        try write([TranscriptSyntax.commandLine(for: command)] + outputLines)
    }

    private func write(_ lines: [String]) throws {
        try file.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
    }
}
