import TextLayout

/// The result of one line at the prompt.
public struct CommandResult: Equatable, Sendable {
    /// What the command printed, line by line, each with its kind.
    public var lines: [OutputLine]
    /// The line was refused (bad input); the app is unchanged.
    public var isError: Bool
    /// The user asked to leave (`quit`, `exit`).
    public var shouldQuit: Bool
    /// A file the front end should write (`export dot FILE`): the engine itself never touches
    /// the file system, so it stays pure and testable.
    package var fileToWrite: FileWrite?
    /// `record FILE` / `record stop`: the front end starts or stops writing the session to a
    /// transcript (the engine never touches the file system).
    package var recording: RecordingRequest?
    /// `view`, `view off`, `export html FILE`: a picture the front end draws, serves or writes.
    package var picture: PictureRequest?
    /// `clear`: a terminal clears its screen; a pipe and a transcript get nothing.
    package var clearsScreen = false

    package init(
        lines: [OutputLine], isError: Bool = false, shouldQuit: Bool = false, fileToWrite: FileWrite? = nil,
        recording: RecordingRequest? = nil, picture: PictureRequest? = nil
    ) {
        self.lines = lines
        self.isError = isError
        self.shouldQuit = shouldQuit
        self.fileToWrite = fileToWrite
        self.recording = recording
        self.picture = picture
    }

    /// A result from plain text: every line normal, except that a refused line's last line is
    /// its error.
    package init(
        output: String, isError: Bool = false, shouldQuit: Bool = false, fileToWrite: FileWrite? = nil,
        recording: RecordingRequest? = nil
    ) {
        var lines = output.isEmpty ? [] : output.lines().map { OutputLine(String($0)) }
        if isError, !lines.isEmpty { lines[lines.count - 1].kind = .error }
        self.init(lines: lines, isError: isError, shouldQuit: shouldQuit, fileToWrite: fileToWrite, recording: recording)
    }

    /// The app crashed (UIKit raised): the command failed, and the app is as it was before it.
    /// It ran all the same, which is what a lesson that shows a crash waits for.
    package var crashed: Bool { isError && lines.contains { $0.kind == .crash } }

    /// What the command printed, as transcripts record it: the lines joined, without a trailing
    /// newline; may be empty.
    public var output: String {
        // One line (a whole `state` document can be 100 MB) is the output as it is: joining
        // would copy it.
        lines.count == 1 ? lines[0].text : lines.map(\.text).joined(separator: "\n")
    }
}
