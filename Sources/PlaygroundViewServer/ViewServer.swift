import FlyingFox
import FlyingSocks
import Foundation
import PlaygroundPicture

/// Serves the live picture to a browser on this machine: the page at
/// `http://127.0.0.1:PORT/`, and each new picture pushed to every open page over a WebSocket,
/// so the page redraws without reloading or asking.
///
/// Listens on 127.0.0.1 alone (another address is refused); takes the first free port from
/// `startPort`, trying a bounded number. Whatever a client sends costs the server at most the
/// limits of a request's head and a deadline (`BoundedFront`). `publish` costs the caller O(1) however many pages are
/// open or however slow they are: the picture is stored and drawn later, once, off the
/// caller's thread, and a page that cannot keep up skips to the newest.
package final class ViewServer: Sendable {
    package struct Configuration: Equatable, Sendable {
        package var host: String
        package var startPort: Int
        /// How many ports to try, from `startPort` up.
        package var tries: Int
        /// How long a client has to send its request and take the answer; a page's WebSocket,
        /// once open, has no end.
        package var requestDeadline: Duration
        /// The most bytes of pictures kept for a page to step back through (`StepHistory`).
        package var historyBudget: Int

        package init(
            host: String = "127.0.0.1", startPort: Int = 8600, tries: Int = 20, requestDeadline: Duration = .seconds(10),
            historyBudget: Int = 48 << 20
        ) {
            self.host = host
            self.startPort = startPort
            self.tries = tries
            self.requestDeadline = requestDeadline
            self.historyBudget = historyBudget
        }
    }

    package let port: Int
    private let server: HTTPServer
    private let front: BoundedFront
    private let broadcast: PictureBroadcast
    private let running: Task<Void, Never>
    private let accepting: Task<Void, Never>
    private let relay: Task<Void, Never>
    /// The private folder of FlyingFox's socket.
    private let folder: String

    /// The page's address, to print at the prompt.
    package var url: String { "http://127.0.0.1:\(port)/" }

    private init(
        port: Int, server: HTTPServer, front: BoundedFront, broadcast: PictureBroadcast, running: Task<Void, Never>, folder: String
    ) {
        self.port = port
        self.server = server
        self.front = front
        self.broadcast = broadcast
        self.running = running
        self.folder = folder
        accepting = Task { await front.run() }
        relay = Task { await broadcast.relay() }
    }

    /// Starts serving `picture` as the first step (`label` says what made it), listening on the
    /// first free port of the configuration's range.
    package static func start(_ configuration: Configuration = Configuration(), showing picture: some ViewContent, label: String = "")
        async throws(ViewServerError)
        -> ViewServer
    {
        guard configuration.host == "127.0.0.1" else { throw .notLoopback(host: configuration.host) }
        let first = min(max(configuration.startPort, 1), 65535)
        let last = min(first + max(configuration.tries, 1) - 1, 65535)
        let broadcast = PictureBroadcast(
            showing: picture, label: label, history: StepHistory(budget: configuration.historyBudget))
        for port in first...last {
            let listener: Socket
            do {
                listener = try Self.listen(on: configuration.host, port: port)
            } catch SocketError.failed(_, let code, _) where code == EADDRINUSE {
                continue
            } catch {
                throw .cannotListen(port: port, reason: Self.words(for: error))
            }
            do {
                return try await serve(listener: listener, port: port, broadcast: broadcast, deadline: configuration.requestDeadline)
            } catch {
                try? listener.close()
                throw .cannotListen(port: port, reason: Self.words(for: error))
            }
        }
        throw .noFreePort(from: first, through: last)
    }

    private static func listen(on host: String, port: Int) throws -> Socket {
        let socket = try Socket(domain: AF_INET)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: sockaddr_in.inet(ip4: host, port: UInt16(port)))
            try socket.listen()
        } catch {
            try? socket.close()
            throw error
        }
        return socket
    }

    /// FlyingFox on a socket in a folder of its own, and the front on `listener`.
    private static func serve(listener: Socket, port: Int, broadcast: PictureBroadcast, deadline: Duration) async throws -> ViewServer {
        var template = Array((FileManager.default.temporaryDirectory.path + "/coordinator-playground-view.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw SocketError.failed(type: "mkdtemp", errno: errno, message: String(cString: strerror(errno)))
        }
        let folder = String(cString: made)
        let upstream = folder + "/http"
        // FlyingSocks' poll(2) pool, not its epoll one: FlyingFox cancels reading tasks it does
        // not wait for (at a WebSocket's upgrade, and as a page ends), so a page's socket may be
        // closed before the epoll pool forgets it, and the next connection given that number
        // would never wake (see `BoundedFront`). The poll pool forgets without asking the kernel. It takes in new waiters at its
        // next round: every 50 ms at most, which delays a page's opening alone, never a redraw,
        // and costs an idle server next to nothing.
        let server = HTTPServer(
            address: sockaddr_un.unix(path: upstream), pool: SocketPool<Poll>.poll(interval: .seconds(0.05)), logger: .disabled,
            handler: UpdatesHandler(broadcast: broadcast))
        let (running, outcome) = await server.startListening()
        do {
            try outcome.get()
            let routes = ViewRoutes(port: port)
            let front = try BoundedFront(listener: listener, upstream: upstream, routes: routes, broadcast: broadcast, deadline: deadline)
            return ViewServer(port: port, server: server, front: front, broadcast: broadcast, running: running, folder: folder)
        } catch {
            await server.stop(timeout: 0)
            running.cancel()
            await running.value
            Self.remove(folder)
            throw error
        }
    }

    /// Shows `picture` on every open page from now on, the newest step of their history, which
    /// `label` names (the command that made it). Returns at once: see the type's comment.
    package func publish(_ picture: some ViewContent, label: String = "") {
        broadcast.publish(picture, label: label)
    }

    /// A step typed within a burst, `label` its command and `story` its story panel: kept with
    /// the next picture published, which a page shows at this step (`StepHistory`).
    package func keepBurstStep(label: String, story: String) {
        broadcast.keepBurstStep(label: label, story: story)
    }

    /// How many steps a page can step through, how many still have their pictures, and the
    /// bytes those pictures take.
    package var historySize: (steps: Int, pictured: Int, bytes: Int) { broadcast.historySize }

    /// How many pages are connected for updates now.
    package var openPages: Int { broadcast.pageCount }

    /// Says goodbye to every open page (they show that the view stopped), closes every
    /// connection and stops listening. Quick: FlyingFox's own `stop` waits out its whole timeout
    /// (closing the listening socket does not wake its wait for connections), so the pages are
    /// told first and the server is then stopped with no timeout.
    package func stop() async {
        accepting.cancel()
        await accepting.value
        await broadcast.close(patience: .seconds(1))
        await server.stop(timeout: 0)
        running.cancel()
        await running.value
        await front.finish(patience: .seconds(1))
        await relay.value
        Self.remove(folder)
    }

    private static func remove(_ folder: String) {
        unlink(folder + "/http")
        rmdir(folder)
    }

    private static func words(for error: any Error) -> String {
        if case SocketError.failed(_, _, let message) = error { return message }
        return "\(error)"
    }
}
