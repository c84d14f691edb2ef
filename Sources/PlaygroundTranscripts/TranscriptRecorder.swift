import PlaygroundEngine
import SafeFile
import TextLayout

/// Records a live session as a transcript, command by command. Each command and its output are
/// appended as one record and synced to disk before `record` returns, so the file is a valid
/// transcript up to its last complete command whatever happens to the process. The file reads
/// back as a passing transcript of the session.
///
/// Writes go through `SafeFile`: only a regular file is recorded to (never a device or through
/// a symbolic link), the file it replaces keeps its owner and mode, and a file replaced or
/// removed while recording stops the recording with a message saying so.
///
/// No timestamps or other varying text: recording the same session twice gives the same file.
@_spi(Benchmarks) public final class TranscriptRecorder {
    /// The first line of every recorded transcript.
    package static let header = "# recorded with coordinator-playground"

    private let file: AppendingFile

    /// Replaces (or creates) the file at `path` with the header, then one `% DIRECTIVE` line per
    /// directive the session was started with, e.g. `service catalog pending`. The old file
    /// stays whole until the new header is safely on disk.
    ///
    /// A file another recorder is writing is refused (`inUse`): replacing it would leave that
    /// recorder writing to a file nobody sees. The recorder holds its file (`flock`) until it is
    /// freed; one that is replaced anyway stops at its next command and says so.
    @_spi(Benchmarks) public init(path: String, directives: [String] = []) throws(FileWriteError) {
        guard !AppendingFile.isHeld(atPath: path) else { throw FileWriteError(path: path, problem: .inUse) }
        let identity = try SafeFile.replace(atPath: path, with: Self.text(of: [Self.header] + directives.map { "% " + $0 }).utf8)
        file = try AppendingFile(path: path, expecting: identity, exclusive: true)
    }

    /// Appends `> command` and the lines of `output` (which, as `CommandResult.output`, has no
    /// trailing newline), laid out as a pipe shows them (see `TextLayout`). Output lines that
    /// would read as syntax are written so they read back as output (see `TranscriptParser`).
    @_spi(Benchmarks) public func record(command: String, output: String) throws(FileWriteError) {
        try record(command: command, lines: output.isEmpty ? [] : TextLayout.pipedText(of: [OutputLine(output)]))
    }

    /// Appends `> command` and what the result printed, laid out as a pipe shows it: its lines
    /// of data (a `state` document) whole.
    package func record(command: String, result: CommandResult) throws(FileWriteError) {
        try record(command: command, lines: TranscriptRunner.lines(of: result))
    }

    private func record(command: String, lines: [String]) throws(FileWriteError) {
        let outputLines = lines.map(TranscriptSyntax.expectedLine(forOutput:))
        try file.append(Self.text(of: [TranscriptSyntax.commandLine(for: command)] + outputLines).utf8)
    }

    private static func text(of lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}
