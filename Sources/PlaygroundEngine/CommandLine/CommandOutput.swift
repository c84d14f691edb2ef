import PlaygroundHost
import TextLayout

/// What a command produced: its lines, and the rare requests the front end carries out
/// (writing a file, leaving).
struct CommandOutput {
    var lines: [OutputLine] = []
    /// The delivery the command printed itself (`send`), so the trace does not print it again.
    var printedDelivery: PrintedDelivery?
    var fileToWrite: FileWrite?
    var recording: RecordingRequest?
    var picture: PictureRequest?
    var shouldQuit = false
    /// The lines are a document the person asked to read (`OutputLine.isDocument`).
    var isDocument = false
    /// `clear`: a terminal clears its screen.
    var clearsScreen = false
    /// What the session should do once the command has run.
    var sessionChange: SessionChange?

    /// `lines` of one kind: `.normal`, or `.data` for text a program reads, `.code` for source.
    init(_ lines: [String] = [], kind: OutputLine.Kind = .normal) { self.lines = lines.map { OutputLine($0, kind: kind) } }
    init(_ line: String, kind: OutputLine.Kind = .normal) { self.init([line], kind: kind) }
    init(_ lines: [OutputLine]) { self.lines = lines }

    /// Lines the person asked to read (`help`, `code`).
    init(document lines: [OutputLine]) {
        self.lines = lines
        isDocument = true
    }

    init(document lines: [String], kind: OutputLine.Kind = .normal) {
        self.init(document: lines.map { OutputLine($0, kind: kind) })
    }
}
