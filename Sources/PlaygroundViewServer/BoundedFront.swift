import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// The view server's listening socket, in front of FlyingFox: reads each request's head within
/// its limits (`RequestHeadReader`) and a deadline for the whole exchange, answers it itself,
/// and passes a page's WebSocket on to FlyingFox, which listens on a socket in a private folder
/// that no web page can reach. Each connection carries one request; a client that is slow, or
/// goes, costs nothing more once it is dropped.
final class BoundedFront: Sendable {
    private let listener: AsyncSocket
    private let pool: any AsyncSocketPool
    /// Where FlyingFox listens: a Unix socket's path.
    private let upstream: String
    private let routes: ViewRoutes
    private let broadcast: PictureBroadcast
    private let deadline: Duration
    private let connections = Mutex<(next: Int, open: [Int: Task<Void, Never>])>((0, [:]))

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

    /// Accepts connections until cancelled, then closes the listening socket.
    func run() async {
        do {
            for try await client in listener.sockets {
                open(client)
            }
        } catch {
            // Cancelled, or the socket failed: no more connections either way.
        }
        try? listener.close()
    }

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
        connections.withLock { state in
            let id = state.next
            state.next += 1
            state.open[id] = Task {
                await self.serve(client)
                self.connections.withLock { _ = $0.open.removeValue(forKey: id) }
            }
        }
    }

    private func serve(_ client: AsyncSocket) async {
        defer { try? client.close() }
        // A page's picture goes out in several writes: without this the last would wait for
        // the page's delayed acknowledgement of the first (Nagle's algorithm), 40 ms here.
        var noDelay: Int32 = 1
        setsockopt(client.socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        guard let upstream = await withinDeadline({ try await self.exchange(with: client) }) else { return }
        defer { try? upstream.close() }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await Self.copy(from: client, to: upstream) }
            group.addTask { await Self.copy(from: upstream, to: client) }
            await group.next()
            group.cancelAll()
        }
    }

    /// Reads the request and answers it; for a WebSocket, the connection to FlyingFox that
    /// carries it from now on.
    private func exchange(with client: AsyncSocket) async throws -> AsyncSocket? {
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
                    return upstream
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

    /// `work`'s result, or nil when it fails or the deadline comes first (then it is cancelled).
    private func withinDeadline(_ work: @escaping @Sendable () async throws -> AsyncSocket?) async -> AsyncSocket? {
        await withTaskGroup(of: AsyncSocket?.self) { group in
            group.addTask { try? await work() }
            group.addTask { [deadline] in
                try? await Task.sleep(for: deadline)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// Copies bytes until either end closes.
    private static func copy(from source: AsyncSocket, to destination: AsyncSocket) async {
        do {
            while true {
                let chunk = try await source.read(atMost: 65_536)
                try await destination.write(Data(chunk))
            }
        } catch {
            // Closed, failed or cancelled: the connection is over.
        }
    }
}
