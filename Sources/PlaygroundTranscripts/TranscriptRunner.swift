import PlaygroundEngine
import TextLayout

/// Replays one transcript: a fresh `Session` of the default app, started from the file's directives, every command run
/// in order in that one session (commands of a file share state), and what each printed, as lines.
/// Comparing is left to `TranscriptComparison`, so all commands run even when an early one differs.
enum TranscriptRunner {
    /// The actual output lines of each of `transcript.commands`, in order. `afterEach` is given
    /// the session after each command (a replay kept step by step reads its app there).
    ///
    /// Throws when a directive is unknown, or when a command follows one that quit the session
    /// (it could never run at the prompt).
    static func actualOutputs(
        of transcript: Transcript, apps: PlaygroundApps, afterEach: ((Session) -> Void)? = nil
    ) throws(TranscriptProblem) -> [[String]] {
        // No `doPauseWork` between commands: after an `undo` the next command that reads the app
        // rebuilds it from the log (see `Session.live`).
        let session = Session(options: try startOptions(of: transcript, apps: apps))
        let commands = transcript.commands
        var outputs: [[String]] = []
        var quitLineNumber: Int?
        for command in commands {
            if let quitLineNumber {
                throw TranscriptProblem(
                    path: transcript.path, line: command.lineNumber,
                    message: "the session quit on line \(quitLineNumber); this command would never run")
            }
            let result = session.execute(command.text)
            outputs.append(lines(of: result))
            afterEach?(session)
            if result.shouldQuit { quitLineNumber = command.lineNumber }
        }
        if transcript.endsWithCommand, let last = outputs.indices.last {
            outputs[last] = Array(outputs[last].reversed().drop(while: \.isEmpty).reversed())
        }
        return outputs
    }

    private static func startOptions(of transcript: Transcript, apps: PlaygroundApps) throws(TranscriptProblem) -> StartOptions {
        var options = apps.defaultOptions
        for directive in transcript.directives {
            do {
                try options.apply(directive: directive.text)
            } catch {
                throw TranscriptProblem(path: transcript.path, line: directive.lineNumber, message: error.message)
            }
        }
        return options
    }

    /// A command's output as lines: none for empty output, otherwise split on `\n` (so "a\n" is
    /// "a" and a blank line, matching the session's contract of no trailing newline).
    static func lines(of output: String) -> [String] {
        output.isEmpty ? [] : output.lines().map(String.init)
    }

    /// What a pipe shows of the result's lines: laid out `TextLayout.pipedWidth` wide, as a
    /// terminal of that width shows them.
    static func lines(of result: CommandResult) -> [String] {
        guard result.lines.count > 1 || result.lines.first?.text.isEmpty == false else { return [] }
        // A "\r" before a joining "\n" makes one Character of the two: split as the whole
        // output splits, as a pipe receives it.
        guard !result.lines.contains(where: { $0.text.containsUTF8(UInt8(ascii: "\r")) }) else {
            return TextLayout.pipedText(of: [OutputLine(result.output)])
        }
        return TextLayout.pipedText(of: result.lines)
    }
}
