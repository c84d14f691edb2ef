import Foundation
import PlaygroundEngine
import PlaygroundPicture
import PlaygroundViewWire

/// `view` carried out for the prompt: the view's server (`ViewProcess`), started and stopped
/// when the person says, and sent the new picture after every command while it runs. The
/// prompt's thread only takes the app's snapshot, at a terminal once the prompt is back (while
/// it waits for a key); `PictureSender` draws and sends off it, so a slow or closed browser
/// never holds the prompt up; with the view off nothing is built at all.
///
/// Its lines name the machine's address, which changes from run to run, so they are shown and
/// never recorded: a transcript of a session with `view` replays the same anywhere.
final class LiveView {
    /// The first port to try, instead of 8600.
    static let portVariable = "COORDINATOR_PLAYGROUND_VIEW_PORT"

    private var running: (process: ViewProcess, sender: PictureSender)?
    private let firstPort: String?
    /// A command ran since the last picture was published.
    private(set) var isStale = false

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        firstPort = environment[Self.portVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    var isOn: Bool { running != nil }

    /// Starts serving `picture`, or says why it cannot (an error line).
    func start(showing picture: Picture) -> OutputLine {
        if let running { return OutputLine("the view is already at \(running.process.url)") }
        var port: Int?
        if let firstPort {
            guard let number = Int(firstPort), (1...65535).contains(number) else {
                return OutputLine("error: \(Self.portVariable) is '\(firstPort)', not a port number (1 to 65535)", kind: .error)
            }
            port = number
        }
        let drawn = DrawnPicture(picture)
        do throws(ViewProcess.Refusal) {
            let process = try ViewProcess(firstPort: port, first: ViewWire.frame(title: drawn.title, panels: drawn.panels))
            running = (process, PictureSender(send: { [process] in process.send($0) }))
            return OutputLine(
                "showing the app at \(process.url): open it in a browser; it redraws after every command ('view off' stops it)")
        } catch {
            var line = "error: " + error.message
            if line.contains("no free port") { line += "; \(Self.portVariable)=PORT tries from another port" }
            return OutputLine(line, kind: .error)
        }
    }

    func stop() -> OutputLine {
        isStale = false
        guard let running else { return OutputLine("the view is not on; 'view' starts it") }
        running.sender.finish()
        running.process.end()
        self.running = nil
        return OutputLine("stopped the view at \(running.process.url)")
    }

    /// After a command: the page needs a new picture (`publish`). A warning instead when the
    /// server turns out to have stopped (the view is then off).
    func commandRan() -> OutputLine? {
        guard let running else { return nil }
        guard !running.sender.isBroken else {
            _ = stop()
            return OutputLine("warning: the view's server stopped, so the page no longer follows; 'view' starts it again", kind: .warning)
        }
        isStale = true
        return nil
    }

    /// Shows `picture` on every open page. Returns at once.
    func publish(_ picture: Picture) {
        isStale = false
        running?.sender.publish(picture)
    }
}
