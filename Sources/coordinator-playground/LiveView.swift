import Foundation
import PlaygroundEngine
import PlaygroundPicture
import PlaygroundViewServer

/// `view` carried out for the prompt: the view server, started and stopped when the person
/// says, and handed the new picture after every command while it runs. Publishing returns at
/// once (the server draws and sends off this thread), so a slow or closed browser never holds
/// the prompt up; with the view off nothing is drawn or built at all.
///
/// Its lines name the machine's address, which changes from run to run, so they are shown and
/// never recorded: a transcript of a session with `view` replays the same anywhere.
final class LiveView {
    /// The first port to try, instead of 8600.
    static let portVariable = "COORDINATOR_PLAYGROUND_VIEW_PORT"

    private var server: ViewServer?
    private let firstPort: String?

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        firstPort = environment[Self.portVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    var isOn: Bool { server != nil }

    /// Starts serving `picture`, or says why it cannot (an error line).
    func start(showing picture: Picture) -> OutputLine {
        if let server { return OutputLine("the view is already at \(server.url)") }
        var configuration = ViewServer.Configuration()
        if let firstPort {
            guard let port = Int(firstPort), (1...65535).contains(port) else {
                return OutputLine("error: \(Self.portVariable) is '\(firstPort)', not a port number (1 to 65535)", kind: .error)
            }
            configuration.startPort = port
        }
        do throws(ViewServerError) {
            let server = try ViewServer.startBlocking(configuration, showing: picture)
            self.server = server
            return OutputLine("showing the app at \(server.url): open it in a browser; it redraws after every command ('view off' stops it)")
        } catch {
            var line = "error: " + error.message
            if case .noFreePort = error { line += "; \(Self.portVariable)=PORT tries from another port" }
            return OutputLine(line, kind: .error)
        }
    }

    func stop() -> OutputLine {
        guard let server else { return OutputLine("the view is not on; 'view' starts it") }
        server.stopBlocking()
        self.server = nil
        return OutputLine("stopped the view at \(server.url)")
    }

    /// Shows `picture` on every open page. Returns at once.
    func publish(_ picture: Picture) {
        server?.publish(picture)
    }
}
