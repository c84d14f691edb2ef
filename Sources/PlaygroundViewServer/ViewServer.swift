import FlyingFox
import FlyingSocks
import Foundation
import PlaygroundPicture

/// Serves the live picture to a browser on this machine: the page at
/// `http://127.0.0.1:PORT/`, and each new picture pushed to every open page over a WebSocket,
/// so the page redraws without reloading or asking.
///
/// Listens on 127.0.0.1 alone (another address is refused); takes the first free port from
/// `startPort`, trying a bounded number. `publish` costs the caller O(1) however many pages are
/// open or however slow they are: the picture is stored and drawn later, once, off the
/// caller's thread, and a page that cannot keep up skips to the newest.
package final class ViewServer: Sendable {
    package struct Configuration: Equatable, Sendable {
        package var host: String
        package var startPort: Int
        /// How many ports to try, from `startPort` up.
        package var tries: Int

        package init(host: String = "127.0.0.1", startPort: Int = 8600, tries: Int = 20) {
            self.host = host
            self.startPort = startPort
            self.tries = tries
        }
    }

    package let port: Int
    private let server: HTTPServer
    private let broadcast: PictureBroadcast
    private let running: Task<Void, Never>
    private let relay: Task<Void, Never>

    /// The page's address, to print at the prompt.
    package var url: String { "http://127.0.0.1:\(port)/" }

    private init(port: Int, server: HTTPServer, broadcast: PictureBroadcast, running: Task<Void, Never>) {
        self.port = port
        self.server = server
        self.broadcast = broadcast
        self.running = running
        relay = Task { await broadcast.relay() }
    }

    /// Starts serving `picture`, listening on the first free port of the configuration's range.
    package static func start(_ configuration: Configuration = Configuration(), showing picture: some ViewContent)
        async throws(ViewServerError)
        -> ViewServer
    {
        guard configuration.host == "127.0.0.1" else { throw .notLoopback(host: configuration.host) }
        let first = min(max(configuration.startPort, 1), 65535)
        let last = min(first + max(configuration.tries, 1) - 1, 65535)
        let broadcast = PictureBroadcast(showing: picture)
        for port in first...last {
            let address: sockaddr_in
            do {
                address = try sockaddr_in.inet(ip4: configuration.host, port: UInt16(port))
            } catch {
                throw .cannotListen(port: port, reason: "\(error)")
            }
            let server = HTTPServer(
                address: address, logger: .disabled, handler: ViewRequestHandler(broadcast: broadcast, port: port))
            let (running, outcome) = await server.startListening()
            switch outcome {
            case .success:
                return ViewServer(port: port, server: server, broadcast: broadcast, running: running)
            case .failure(SocketError.failed(_, let code, _)) where code == EADDRINUSE:
                await running.value
                continue
            case .failure(let error):
                await running.value
                throw .cannotListen(port: port, reason: Self.words(for: error))
            }
        }
        throw .noFreePort(from: first, through: last)
    }

    /// Shows `picture` on every open page from now on. Returns at once: see the type's comment.
    package func publish(_ picture: some ViewContent) {
        broadcast.publish(picture)
    }

    /// How many pages are connected for updates now.
    package var openPages: Int { broadcast.pageCount }

    /// Says goodbye to every open page (they show that the view stopped), closes every
    /// connection and stops listening. Quick: FlyingFox's own `stop` waits out its whole timeout
    /// (closing the listening socket does not wake its wait for connections), so the pages are
    /// told first and the server is then stopped with no timeout.
    package func stop() async {
        await broadcast.close(patience: .seconds(1))
        await server.stop(timeout: 0)
        running.cancel()
        await running.value
        await relay.value
    }

    private static func words(for error: any Error) -> String {
        if case SocketError.failed(_, _, let message) = error { return message }
        return "\(error)"
    }
}
