import Foundation
import PlaygroundEngine
import PlaygroundPicture
import PlaygroundViewWire
import TextLayout

/// `view` carried out for the prompt: the view's server (`ViewProcess`), started and stopped
/// when the person says, and told of every command while it runs, each a step of the page's
/// history. The prompt's thread only takes the app's snapshot, at a terminal once the prompt is
/// back and the person has stopped typing for `quietPeriod` (or the page has waited
/// `longestWait`), so a script typed at full speed takes one snapshot per `longestWait`, not one
/// per command: a command followed by the next with no pause between is a step typed within a
/// burst, which keeps its story and no picture (`nextLineArrived`), and the page shows it with
/// the next picture. `PictureSender` draws and sends off the prompt's thread, so a slow or
/// closed browser never holds the prompt up; with the view off nothing is built at all.
///
/// Its lines name the machine's address, which changes from run to run, so they are shown and
/// never recorded: a transcript of a session with `view` replays the same anywhere.
final class LiveView {
    /// The first port to try, instead of 8600.
    static let portVariable = "COORDINATOR_PLAYGROUND_VIEW_PORT"

    /// How long the prompt waits for a further key before it takes the snapshot: a person's
    /// keys come further apart, a pasted script's closer.
    static let quietPeriod: Duration = .milliseconds(8)
    /// The longest a picture waits for a quiet moment: the sender's own rest between drawings.
    static let longestWait = PictureSender.interval

    private var running: (process: ViewProcess, sender: PictureSender)?
    private let firstPort: String?
    /// Where the last server listened: a page left open there follows again when `view` runs
    /// again, so the next server tries that port first.
    private var lastPort: Int?
    /// The command whose picture the page waits for: the step it makes.
    private var staleCommand: String?
    /// What `staleCommand` did, taken when the next line arrived before its picture: its story
    /// if that line turns out to be a command too, and `staleCommand` a step typed in a burst.
    private var staleStory: CommandStory?
    /// When the first command since the last published picture ran; nil when the page is up to
    /// date.
    private var staleSince: ContinuousClock.Instant?

    /// A command ran since the last picture was published.
    var isStale: Bool { staleCommand != nil }

    /// How long to wait for a quiet moment before taking the snapshot; zero when the page has
    /// waited long enough, nil when it is up to date.
    var waitBeforePicture: Duration? {
        guard isStale, let staleSince else { return nil }
        return min(Self.quietPeriod, max(.zero, Self.longestWait - (ContinuousClock.now - staleSince)))
    }

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        firstPort = environment[Self.portVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    var isOn: Bool { running != nil }

    /// Starts serving `picture`, the first step of the page's history, which `command` made; or
    /// says why it cannot (an error line).
    func start(showing picture: Picture, command: String) -> OutputLine {
        if let running { return OutputLine("the view is already at \(running.process.url)") }
        var port: Int?
        if let firstPort {
            guard let number = Int(firstPort), (1...65535).contains(number) else {
                return OutputLine("error: \(Self.portVariable) is '\(firstPort)', not a port number (1 to 65535)", kind: .error)
            }
            port = number
        }
        port = lastPort ?? port
        let drawn = DrawnPicture(picture)
        do throws(ViewProcess.Refusal) {
            let process = try ViewProcess(firstPort: port, first: ViewWire.frame(label: command, title: drawn.title, panels: drawn.panels))
            running = (process, PictureSender(after: picture.snapshot, send: { [process] in process.send($0) }))
            lastPort = process.port
            // The address alone on its line: a terminal takes a character after it for part of the link.
            return OutputLine(
                "showing the app live: open the address below in a browser; the page redraws after every command ('view off' stops it)\n"
                    + process.url)
        } catch {
            var line = "error: " + error.message
            if line.contains("no free port") { line += "; \(Self.portVariable)=PORT tries from another port" }
            return OutputLine(line, kind: .error)
        }
    }

    func stop() -> OutputLine {
        staleSince = nil
        (staleCommand, staleStory) = (nil, nil)
        guard let running else { return OutputLine("the view is not on; 'view' starts it") }
        running.sender.finish()
        running.process.end()
        self.running = nil
        return OutputLine("stopped the view at \(running.process.url)")
    }

    /// After `command`: the page needs its picture, a step of its history (`publish`). A warning
    /// instead when the server turns out to have stopped, once: the view is then off.
    func commandRan(_ command: String) -> OutputLine? {
        guard let running else { return nil }
        guard !running.sender.isBroken && !running.process.hasStopped else {
            _ = stop()
            return OutputLine("warning: the view's server stopped, so the page no longer follows; 'view' starts it again", kind: .warning)
        }
        if staleSince == nil { staleSince = .now }
        if let previous = staleCommand { running.sender.keepBurstStep(command: previous, story: staleStory) }
        staleCommand = command
        staleStory = nil
        return nil
    }

    /// A line arrived before the last command's picture was taken: keeps `story`, what that
    /// command did, in case the line is a command too (`commandRan`), which makes the last a
    /// step typed within a burst, with no picture of its own. Nothing is kept when the page is
    /// up to date.
    func nextLineArrived(story: @autoclosure () -> CommandStory?) {
        guard isStale else { return }
        staleStory = story()
    }

    /// Shows `picture`, the step of the command that last ran, on every open page. Returns at
    /// once.
    func publish(_ picture: Picture) {
        staleSince = nil
        guard let command = staleCommand else { return }
        (staleCommand, staleStory) = (nil, nil)
        running?.sender.publish(picture, command: command)
    }
}
