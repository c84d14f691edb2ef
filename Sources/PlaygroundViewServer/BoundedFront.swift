import FlyingFox
import FlyingSocks
import Foundation
import Synchronization
import SystemCalls

/// The view server's listening socket, in front of FlyingFox: reads each request's head within
/// its limits (`RequestHeadReader`) and a deadline for the whole exchange, answers it itself,
/// and passes a page's WebSocket on to FlyingFox, which listens on a socket in a private folder
/// that no web page can reach. Each connection carries one request; a client that is slow, or
/// goes, costs nothing more once it is dropped. At most `exchangeLimit` requests are read at
/// once, and connections never take more descriptors than the process may open: a connection
/// beyond either is answered 503 at once, unread, and the pages already open go on.
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

    private let listener: AsyncSocket
    private let pool: any AsyncSocketPool
    /// Where FlyingFox listens: a Unix socket's path.
    private let upstream: String
    private let routes: ViewRoutes
    private let broadcast: PictureBroadcast
    private let deadline: Duration
    private let connectionLimit = BoundedFront.connectionLimit(openFileLimit: SystemCalls.openFileLimit())
    private let connections = Mutex<(next: Int, open: [Int: Task<Void, Never>], exchanging: Int)>((0, [:], 0))

    init(
        listener: Socket, pool: any AsyncSocketPool, upstream: String, routes: ViewRoutes, broadcast: PictureBroadcast,
        deadline: Duration
    ) throws {
        self.listener = try AsyncSocket(socket: listener, pool: pool)
        self.pool = pool
        self.upstream = upstream
        self.routes = routes
        self.broadcast = broadcast
        self.deadline = deadline
    }

    /// Accepts connections until cancelled, then closes the listening socket. A failed accept
    /// ends nothing: a client that went before it was taken (ECONNABORTED), or no descriptor
    /// free for it (EMFILE), says nothing of the next; a short pause keeps the second from
    /// spinning until a connection closes.
    func run() async {
        while !Task.isCancelled {
            do {
                open(try await listener.accept())
            } catch is CancellationError {
                break
            } catch {
                try? await Task.sleep(for: Self.pauseAfterFailedAccept)
            }
        }
        try? listener.close()
    }

    static let pauseAfterFailedAccept = Duration.milliseconds(20)

    /// Waits up to `patience` for the open connections to end by themselves (a page's, once
    /// FlyingFox has sent its goodbye and closed), then ends the rest.
    func finish(patience: Duration) async {
        let clock = ContinuousClock()
        let end = clock.now + patience
        while connections.withLock({ !$0.open.isEmpty }) && clock.now < end {
            try? await Task.sleep(for: .milliseconds(5))
        }
        let left = connections.withLock { Array($0.open.values) }
        for task in left { task.cancel() }
        for task in left { await task.value }
    }

    private func open(_ client: AsyncSocket) {
        let admitted = connections.withLock { state in
            guard state.exchanging < Self.exchangeLimit, state.open.count < connectionLimit else { return false }
            state.exchanging += 1
            let id = state.next
            state.next += 1
            state.open[id] = Task {
                await self.serve(client)
                self.connections.withLock { _ = $0.open.removeValue(forKey: id) }
            }
            return true
        }
        if !admitted { Self.turnAway(client) }
    }

    /// 503 without reading a byte, written once if the socket takes it, then closed: a client
    /// over the limit costs one write.
    private static func turnAway(_ client: AsyncSocket) {
        _ = try? client.socket.write(HTTPRefusal.busy.reply.encoded(withBody: true))
        try? client.close()
    }

    private func exchangeEnded() {
        connections.withLock { $0.exchanging -= 1 }
    }

    private func serve(_ client: AsyncSocket) async {
        defer { try? client.close() }
        // A page's picture goes out in several writes: without this the last would wait for
        // the page's delayed acknowledgement of the first (Nagle's algorithm), 40 ms here.
        var noDelay: Int32 = 1
        setsockopt(client.socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        let upgrade = await withinDeadline { try await self.exchange(with: client) }
        exchangeEnded()
        guard let upgrade else { return }
        defer { try? upgrade.upstream.close() }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await Self.copy(from: client, to: upgrade.upstream, through: upgrade.gate) }
            group.addTask { await Self.copy(from: upgrade.upstream, to: client, through: nil) }
            await group.next()
            group.cancelAll()
        }
    }

    /// A page's WebSocket handed on: the connection to FlyingFox that carries it from now on,
    /// and the gate its frames have passed so far.
    private struct Upgrade: Sendable {
        var upstream: AsyncSocket
        var gate: WebSocketFrameGate
    }

    /// Reads the request and answers it; for a WebSocket, the connection to FlyingFox.
    private func exchange(with client: AsyncSocket) async throws -> Upgrade? {
        var reader = RequestHeadReader()
        while true {
            switch reader.append(try await read(from: client)) {
            case .needMore:
                continue
            case .refused(let refusal):
                try await client.write(refusal.reply.encoded(withBody: true))
                return nil
            case .head(let head, let rest):
                let answer = routes.answer(head) { broadcast.picture.html(liveUpdatesPath: ViewRoutes.updatesPath) }
                switch answer {
                case .reply(let reply, let withBody):
                    try await client.write(reply.encoded(withBody: withBody))
                    return nil
                case .openUpdates(let key):
                    var gate = WebSocketFrameGate()
                    guard gate.admits(rest) else { return nil }
                    let upstream = try await AsyncSocket.connected(to: sockaddr_un.unix(path: self.upstream), pool: pool)
                    let request = [
                        "GET \(ViewRoutes.updatesPath) HTTP/1.1", "Host: 127.0.0.1:\(routes.port)", "Upgrade: websocket",
                        "Connection: Upgrade", "Sec-WebSocket-Key: \(key)", "Sec-WebSocket-Version: 13", "", "",
                    ].joined(separator: "\r\n")
                    do {
                        try Task.checkCancellation()
                        try await upstream.write(Data(request.utf8) + Data(rest))
                    } catch {
                        try? upstream.close()
                        throw error
                    }
                    return Upgrade(upstream: upstream, gate: gate)
                }
            }
        }
    }

    /// What has come, up to 32 KB (more than a whole head may be), waiting for something:
    /// FlyingSocks' own reads take 4 KB at a time, a wait for each.
    private func read(from client: AsyncSocket) async throws -> [UInt8] {
        while true {
            try Task.checkCancellation()
            do {
                return try client.socket.read(atMost: 32_768)
            } catch SocketError.blocked {
                try await pool.suspendSocket(client.socket, untilReadyFor: .read)
            }
        }
    }

    /// `work`'s result, or nil when it fails or the deadline comes first (then it is cancelled,
    /// and a connection to FlyingFox it made all the same is closed).
    private func withinDeadline(_ work: @escaping @Sendable () async throws -> Upgrade?) async -> Upgrade? {
        enum Outcome {
            case done(Upgrade?)
            case late
        }
        return await withTaskGroup(of: Outcome.self) { group in
            group.addTask { .done(try? await work()) }
            group.addTask { [deadline] in
                try? await Task.sleep(for: deadline)
                return .late
            }
            let first = await group.next()
            group.cancelAll()
            for await case .done(let upgrade?) in group {
                try? upgrade.upstream.close()
            }
            guard case .done(let upgrade)? = first else { return nil }
            return upgrade
        }
    }

    /// Copies bytes until either end closes, or, with a gate, until a frame is too long.
    private static func copy(from source: AsyncSocket, to destination: AsyncSocket, through gate: WebSocketFrameGate?) async {
        var gate = gate
        do {
            while true {
                let chunk = try await source.read(atMost: 65_536)
                if gate?.admits(chunk) == false { return }
                try await destination.write(Data(chunk))
            }
        } catch {
            // Closed, failed or cancelled: the connection is over.
        }
    }
}
