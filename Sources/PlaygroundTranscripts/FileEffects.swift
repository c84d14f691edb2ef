import PlaygroundEngine
import SafeFile
import TextLayout

/// Carries out what the pure engine only asks for: writing an exported picture (`export dot
/// FILE`) and recording the session to a transcript (`record FILE`). Every write goes through
/// `SafeFile`: regular files only, never through a symbolic link, all or nothing.
///
/// A file already at the path is never replaced silently: the person is asked first, and where
/// nobody can be asked (piped input) it is kept unless the command said `--force`.
///
/// A write that fails is reported in words on the command's output, and remembered
/// (`hasFailedWrite`), so the program can end with status 1: a script must not lose a picture or
/// a transcript and still succeed.
package final class FileEffects {
    private let session: any LineInterpreter
    private let askToReplace: ((String) -> Bool)?
    private var recorder: TranscriptRecorder?
    private var recordingPath: String?

    /// Whether a file could not be written, or a recording stopped, during the session.
    package private(set) var hasFailedWrite = false

    /// - Parameter askToReplace: asks the person a yes/no question (at a terminal); nil when
    ///   nobody can be asked, and then only `--force` replaces a file.
    package init(session: any LineInterpreter, askToReplace: ((String) -> Bool)?) {
        self.session = session
        self.askToReplace = askToReplace
    }

    /// Starts writing the session to the transcript at `path`: what built the app so far first,
    /// then every command as it runs. Returns the line to show when it does not (nothing is
    /// recorded then, and a file already there is as it was): an error, or, when the person
    /// chose to keep the file, a plain line. `retry` is the command that would replace the file.
    package func startRecording(to path: String, replacing: Bool, retry: String) -> OutputLine? {
        // One recording at a time; ending this one first also frees its file, should the new
        // one be the same.
        stopRecording()
        if let refusal = refusalToReplace(path, replacing: replacing, retry: retry) {
            return refusal
        }
        do throws(FileWriteError) {
            let preamble = session.transcriptPreamble()
            let recorder = try TranscriptRecorder(path: path, directives: preamble.directives)
            for (command, result) in preamble.commands {
                try recorder.record(command: command, result: result)
            }
            self.recorder = recorder
            recordingPath = path
            return nil
        } catch {
            hasFailedWrite = true
            return OutputLine("error: cannot record to \(path): \(error.reason)", kind: .error)
        }
    }

    package func stopRecording() {
        recorder = nil
        recordingPath = nil
    }

    /// Does what `result` asks (a file to write, a recording to start or stop), then records
    /// `line` and its output if a recording is under way. What goes wrong replaces or follows
    /// the command's output.
    package func carryOut(_ result: inout CommandResult, line: String) {
        if let file = result.fileToWrite {
            write(file, into: &result, retry: Self.retry(line))
        }
        switch result.recording {
        case .start(let path, let replacing):
            if let problem = startRecording(to: path, replacing: replacing, retry: Self.retry(line)) {
                result.lines = [problem]
                result.isError = problem.kind == .error
            }
            return
        case .stop:
            if recorder == nil {
                result.lines = [OutputLine("nothing is being recorded, so there is nothing to stop (record FILE starts)")]
            }
            stopRecording()
            return
        case nil:
            break
        }
        guard let recorder, let recordingPath, !result.shouldQuit else { return }
        do throws(FileWriteError) {
            try recorder.record(command: line, result: result)
        } catch {
            stopRecording()
            hasFailedWrite = true
            result.lines.append(
                OutputLine(
                    "error: recording stopped: cannot write \(recordingPath): \(error.reason); it holds every command before this one",
                    kind: .error))
            result.isError = true
        }
    }

    private func write(_ file: FileWrite, into result: inout CommandResult, retry: String) {
        if let refusal = refusalToReplace(file.path, replacing: file.replacing, retry: retry) {
            result.lines = [refusal]
            result.isError = refusal.kind == .error
            return
        }
        do throws(FileWriteError) {
            try SafeFile.replace(atPath: file.path, with: file.contents.utf8)
        } catch {
            hasFailedWrite = true
            result.lines = [OutputLine("error: " + error.message, kind: .error)]
            result.isError = true
        }
    }

    /// Nil when the file may be written: nothing is there yet, `--force` was given, or the
    /// person said yes. Otherwise the line to show instead: an error where nobody was asked.
    private func refusalToReplace(_ path: String, replacing: Bool, retry: String) -> OutputLine? {
        guard !replacing, SafeFile.regularFileExists(atPath: path) else { return nil }
        guard let askToReplace else {
            return OutputLine("error: \(path) exists and was kept; to replace it: \(retry)", kind: .error)
        }
        return askToReplace("\(path) exists. Replace it?") ? nil : OutputLine("kept \(path) as it was")
    }

    /// The command line as typed, with `--force` added.
    private static func retry(_ line: String) -> String {
        line.trimmingWhitespaceAndNewlines() + " " + ForceFlag.word
    }
}
