import FlyingSocks
import Foundation
import Synchronization
import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The view server's listening socket, in front of FlyingFox: reads each request's head within
/// its limits (`RequestHeadReader`) and a deadline for the whole exchange, answers it itself,
/// and passes a page's WebSocket on to FlyingFox, which listens on a socket in a private folder
/// that no web page can reach. Each connection carries one request; a client that is slow, or
/// goes, costs nothing more once it is dropped. At most `exchangeLimit` requests are read at
/// once, and connections never take more descriptors than the process may open: a connection
/// beyond either is answered 503 at once, unread, and the pages already open go on.
///
/// The front does its own I/O, a thread per connection waiting in `poll` (`PolledSocket`),
/// rather than through FlyingSocks' epoll socket pool: that pool takes a cancelled wait's
/// descriptor out of its epoll set in a task of its own, which may run after the descriptor is
/// closed; the removal then fails, the pool goes on believing the number watched, and the next
/// socket given that number is never added: its wait never wakes (a scratch run of cancel,
/// close, new socket, wait: 189 waits of 200 never woke). The connection caps bound the threads.
final class BoundedFront: Sendable {
    /// Requests read at once. A browser opens six connections to a host at most; the rest is
    /// for a page that reloads while others are still open.
    static let exchangeLimit = 64
    /// Descriptors a connection may come to hold: its own, and for a page the connection to
    /// FlyingFox at both its ends.
    static let descriptorsPerConnection = 3
    /// Descriptors kept for the process itself: its standard streams, the pools' queues, the
    /// listening sockets, and the /proc files libdispatch opens to watch its threads, which it
    /// cannot do without (out of descriptors, it stops the whole process).
    static let descriptorsKept = 32

    /// How many connections (requests being read and pages) the process's descriptors allow.
    static func connectionLimit(openFileLimit: Int?) -> Int {
        guard let openFileLimit else { return .max }
        return max(openFileLimit - descriptorsKept, 0) / descriptorsPerConnection
    }

    private let listener: PolledSocket
    /// Where FlyingFox listens: a Unix socket's path.
    private let upstream: String
    private let routes: ViewRoutes
    private let broadcast: PictureBroadcast
    private let deadline: Duration
    private let connectionLimit = BoundedFront.connectionLimit(openFileLimit: SystemCalls.openFileLimit())
    private let connections = Mutex<(open: Int, exchanging: Int)>((0, 0))
    /// Ends the accepting thread.
    private let stopAccepting: StopSignal
    /// Ends every connection's thread, however it waits.
    private let stopConnections: StopSignal

    init(listener: Socket, upstream: String, routes: ViewRoutes, broadcast: PictureBroadcast, deadline: Duration) throws {
        stopAccepting = try StopSignal()
        stopConnections = try StopSignal()
        self.listener = PolledSocket(adopting: listener.file.rawValue)
        self.upstream = upstream
        self.routes = routes
        self.broadcast = broadcast
        self.deadline = deadline
    }

    /// Accepts connections, on a thread of its own, until cancelled; then closes the listening
    /// socket.
    func run() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
                Self.startThread {
                    self.acceptUntilStopped()
                    ended.resume()
                }
            }
        } onCancel: {
            stopAccepting.raise()
        }
    }

    static let pauseAfterFailedAccept: TimeInterval = 0.02

    /// A failed accept ends nothing: a client that went before it was taken (ECONNABORTED), or
    /// no descriptor free for it (EMFILE), says nothing of the next; a short pause keeps the
    /// second from spinning until a connection closes.
    private func acceptUntilStopped() {
        defer { listener.close() }
        while true {
            do {
                _ = try PolledSocket.wait(for: [(listener, Int16(POLLIN))], until: nil, stop: stopAccepting)
            } catch .stopped {
                return
            } catch {
                Thread.sleep(forTimeInterval: Self.pauseAfterFailedAccept)
                continue
            }
            let client = accept(listener.descriptor, nil, nil)
            guard client >= 0 else {
                let code = errno
                if code != EAGAIN && code != EWOULDBLOCK && code != EINTR {
                    Thread.sleep(forTimeInterval: Self.pauseAfterFailedAccept)
                }
                continue
            }
            open(PolledSocket(adopting: client))
        }
    }

    /// Waits up to `patience` for the open connections to end by themselves (a page's, once
    /// FlyingFox has sent its goodbye and closed), then ends the rest.
    func finish(patience: Duration) async {
        let clock = ContinuousClock()
        let end = clock.now + patience
        while connections.withLock({ $0.open > 0 }) && clock.now < end {
            try? await Task.sleep(for: .milliseconds(5))
        }
        stopConnections.raise()
        while connections.withLock({ $0.open > 0 }) {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    private func open(_ client: PolledSocket) {
        let admitted = connections.withLock { state in
            guard state.exchanging < Self.exchangeLimit, state.open < connectionLimit else { return false }
            state.exchanging += 1
            state.open += 1
            return true
        }
        guard admitted else { return Self.turnAway(client) }
        Self.startThread {
            self.serve(client)
            self.connections.withLock { $0.open -= 1 }
        }
    }

    /// A connection's thread needs a few frames of reading and copying, far below the default.
    private static let threadStackSize = 256 * 1024

    private static func startThread(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread(block: work)
        thread.stackSize = threadStackSize
        thread.start()
    }

    /// 503 without reading a byte, written once if the socket takes it, then closed: a client
    /// over the limit costs one write.
    private static func turnAway(_ client: PolledSocket) {
        let reply = [UInt8](HTTPRefusal.busy.reply.encoded(withBody: true))
        _ = reply.withUnsafeBytes { SystemCalls.sendWithoutSignal(client.descriptor, $0) }
        client.close()
    }

    private func serve(_ client: PolledSocket) {
        defer { client.close() }
        client.sendAtOnce()
        let upgrade = try? exchange(with: client, until: .now + deadline)
        connections.withLock { $0.exchanging -= 1 }
        guard let upgrade else { return }
        defer { upgrade.upstream.close() }
        relay(between: client, and: upgrade)
    }

    /// A page's WebSocket handed on: the connection to FlyingFox that carries it from now on,
    /// and the gate its frames have passed so far.
    private struct Upgrade: Sendable {
        var upstream: PolledSocket
        var gate: WebSocketFrameGate
    }

    /// Reads the request and answers it; for a WebSocket, the connection to FlyingFox.
    private func exchange(with client: PolledSocket, until end: ContinuousClock.Instant) throws -> Upgrade? {
        var reader = RequestHeadReader()
        while true {
            switch reader.append(try client.read(atMost: 32_768, until: end, stop: stopConnections)) {
            case .needMore:
                continue
            case .refused(let refusal):
                try client.write([UInt8](refusal.reply.encoded(withBody: true)), until: end, stop: stopConnections)
                return nil
            case .head(let head, let rest):
                let answer = routes.answer(
                    head, page: { broadcast.picture.html(liveUpdatesPath: ViewRoutes.updatesPath) }, step: { broadcast.step($0) })
                switch answer {
                case .reply(let reply, let withBody):
                    try client.write([UInt8](reply.encoded(withBody: withBody)), until: end, stop: stopConnections)
                    return nil
                case .openUpdates(let key):
                    var gate = WebSocketFrameGate()
                    guard gate.admits(rest) else { return nil }
                    let upstream = try connectUpstream()
                    let request = [
                        "GET \(ViewRoutes.updatesPath) HTTP/1.1", "Host: 127.0.0.1:\(routes.port)", "Upgrade: websocket",
                        "Connection: Upgrade", "Sec-WebSocket-Key: \(key)", "Sec-WebSocket-Version: 13", "", "",
                    ].joined(separator: "\r\n")
                    do {
                        try upstream.write(Array(request.utf8) + rest, until: end, stop: stopConnections)
                    } catch {
                        upstream.close()
                        throw error
                    }
                    return Upgrade(upstream: upstream, gate: gate)
                }
            }
        }
    }

    /// A connection to FlyingFox. Its socket is in this process's own folder, taken at once by
    /// FlyingFox's accepting loop, so the connect does not wait on anything a client does.
    private func connectUpstream() throws -> PolledSocket {
        let socket = try Socket(domain: AF_UNIX)
        do {
            try socket.connect(to: sockaddr_un.unix(path: upstream))
        } catch {
            try? socket.close()
            throw error
        }
        return PolledSocket(adopting: socket.file.rawValue)
    }

    /// Copies the page's bytes to FlyingFox through the gate, and FlyingFox's to the page, until
    /// either end closes, a frame is too long, or the front finishes.
    private func relay(between client: PolledSocket, and upgrade: Upgrade) {
        var gate = upgrade.gate
        let upstream = upgrade.upstream
        do {
            while true {
                let ready = try PolledSocket.wait(
                    for: [(client, Int16(POLLIN)), (upstream, Int16(POLLIN))], until: nil, stop: stopConnections)
                if ready[0], let chunk = try client.receive(atMost: 65_536) {
                    guard gate.admits(chunk) else { return }
                    try upstream.write(chunk, until: nil, stop: stopConnections)
                }
                if ready[1], let chunk = try upstream.receive(atMost: 65_536) {
                    try client.write(chunk, until: nil, stop: stopConnections)
                }
            }
        } catch {
            // Closed, failed or stopped: the page is over.
        }
    }
}
