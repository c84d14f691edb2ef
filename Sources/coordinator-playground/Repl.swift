import Foundation
import PlaygroundEngine
import PlaygroundTranscripts
import Terminal

/// Wires the person's lines to a `Session` (or a `LessonCoach` around one) and its output back
/// to the screen, and carries out what the pure engine only asks for: writing an exported
/// picture, recording the session to a transcript.
///
/// When not interactive it prints nothing of its own (no banner, no prompt), so piped output
/// is exactly what the commands printed and can be compared as a transcript.
final class Repl {
    enum Outcome: Equatable {
        /// End of input or a quit command.
        case finished
        /// `bailOnError` was set and a command failed in non-interactive mode.
        case stoppedAtError
    }

    let session: any LineInterpreter
    let lineEditor: LineEditor
    private var recorder: TranscriptRecorder?

    init(session: any LineInterpreter, lineEditor: LineEditor) {
        self.session = session
        self.lineEditor = lineEditor
        lineEditor.completer = { [session] textBeforeCursor in
            let completions = session.completions(forLine: textBeforeCursor)
            return (completions.candidates, completions.replacedLength)
        }
    }

    /// Starts writing the session to the transcript at `path`: what built the app so far first,
    /// then every command as it runs. Returns the error to show, if the file cannot be written.
    func startRecording(to path: String) -> String? {
        do {
            let preamble = session.transcriptPreamble()
            let recorder = try TranscriptRecorder(path: path, directives: preamble.directives)
            for (command, output) in preamble.commands {
                try recorder.record(command: command, output: output)
            }
            self.recorder = recorder
            return nil
        } catch {
            return "error: cannot record to \(path): \(error.inWords)"
        }
    }

    /// `bailOnError` applies only to scripts: a person at the prompt just tries again.
    /// `greeting` is printed after the banner (a lesson's first step), even when piped.
    func run(bailOnError: Bool, greeting: String = "") -> Outcome {
        let isInteractive = lineEditor.style.isInteractive
        if isInteractive {
            lineEditor.output.show(session.banner)
        }
        if !greeting.isEmpty {
            lineEditor.output.show(greeting)
        }
        while true {
            if isInteractive {
                // The pause while the person reads and types: work kept for it (an app for an
                // instant `undo`) is done a piece at a time until a key arrives.
                while !lineEditor.hasPendingInput, !lineEditor.wasInterrupted, session.doIdleWork() {}
            }
            switch lineEditor.readLine(prompt: session.prompt) {
            case .endOfInput:
                if isInteractive {
                    lineEditor.output.show("")  // leave the shell's prompt on a fresh line after Ctrl-D
                }
                return .finished
            case .interrupted:
                continue
            case .line(let line):
                var result = session.execute(line)
                carryOutRequests(of: &result, line: line)
                show(result.lines)
                if result.shouldQuit {
                    return .finished
                }
                if result.isError && bailOnError && !isInteractive {
                    return .stoppedAtError
                }
            }
        }
    }

    /// Prints a command's output line by line; a Ctrl-C stops it (the command itself has run to
    /// its end, so the app is as the command left it). Nothing at all, not even an empty line,
    /// for a command that printed nothing.
    private func show(_ lines: [OutputLine]) {
        guard lines.count > 1 || lines.first?.text.isEmpty == false else { return }
        // One output line may hold many (a whole `state` document): stop between printed lines.
        let printed = lines.flatMap { line in TerminalOutput.lines(of: line.text).map { (text: $0, tone: line.kind.tone) } }
        for (index, line) in printed.enumerated() {
            if lineEditor.wasInterrupted {
                let left = printed.count - index
                lineEditor.output.show("^C output stopped: \(left) more line\(left == 1 ? "" : "s") not shown", tone: .warning)
                return
            }
            lineEditor.output.show(line.text, tone: line.tone)
        }
    }

    private func carryOutRequests(of result: inout CommandResult, line: String) {
        if let file = result.fileToWrite {
            do {
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: file.path))
            } catch {
                result.lines = [OutputLine("error: cannot write \(file.path): \(error.inWords)", kind: .error)]
                result.isError = true
            }
        }
        switch result.recording {
        case .start(let path):
            if let problem = startRecording(to: path) {
                result.lines = [OutputLine(problem, kind: .error)]
                result.isError = true
            }
            return
        case .stop:
            recorder = nil
            return
        case nil:
            break
        }
        guard let recorder, !result.shouldQuit else { return }
        do {
            try recorder.record(command: line, output: result.output)
        } catch {
            self.recorder = nil
            result.lines.append(OutputLine("error: recording stopped: \(error.localizedDescription)", kind: .error))
        }
    }
}

extension OutputLine.Kind {
    /// How the terminal shows a line of this kind.
    var tone: TerminalStyle.Tone {
        switch self {
        case .normal: .plain
        case .error: .error
        case .warning: .warning
        case .trace: .quiet
        }
    }
}
