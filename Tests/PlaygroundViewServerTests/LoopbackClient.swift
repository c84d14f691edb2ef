import Foundation
import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A plain TCP client on 127.0.0.1 that speaks just enough HTTP and WebSocket to check the view
/// server from outside, as a browser would. Its calls block, with a 10-second receive timeout,
/// so a test waiting for something that never comes fails instead of hanging; run them with
/// `offThePool`, never on Swift concurrency's few threads, which the server under test needs.
final class LoopbackClient: @unchecked Sendable {
    struct Reply: Equatable {
        var status: Int
        /// Header names lower-cased.
        var headers: [String: String]
        var body: String
    }

    struct Frame: Equatable {
        var opcode: UInt8
        var payload: [UInt8]
        var text: String { String(decoding: payload, as: UTF8.self) }
        /// A close frame's status code.
        var closeCode: Int? { opcode == 8 && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil }
    }

    struct Failure: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    private let socket: Int32
    private var buffered: [UInt8] = []

    /// The socket is kept only once connected: a class whose properties are all set runs its
    /// `deinit` even when its `init` throws, which would close the socket a second time, by
    /// then perhaps another thread's (a page's socket in a test running beside this one).
    init(port: Int) throws {
        let socket = SystemCalls.socket(AF_INET, SystemCalls.streamSocket, 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        // A program another test spawns meanwhile must not hold the connection open once this
        // client closes it.
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        // A bound on a read that never comes, not a figure: 10 s ran out in a fresh-clone run
        // with the whole suite beside it on two cores.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = LoopbackClient.address(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                SystemCalls.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            SystemCalls.close(socket)
            throw Failure(description: "connect to 127.0.0.1:\(port): \(reason)")
        }
        self.socket = socket
    }

    deinit { SystemCalls.close(socket) }

    static func address(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { SystemCalls.sendWithoutSignal(socket, $0) }
            guard count > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// A request with `Host` set as a browser sets it, unless `headers` names another.
    func request(_ method: String, _ path: String, port: Int, headers: [String: String] = [:]) throws -> Reply {
        var lines = ["\(method) \(path) HTTP/1.1"]
        if headers["Host"] == nil { lines.append("Host: 127.0.0.1:\(port)") }
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        lines += ["Content-Length: 0", "", ""]
        try send(Array(lines.joined(separator: "\r\n").utf8))
        return try readReply()
    }

    /// A page: connected and asked at once to open the WebSocket, on the caller's thread. The
    /// server's deadline for a request runs from the connection, so connecting in one hop of the
    /// test's threads and asking in another lets a loaded machine's scheduling (seconds, beside
    /// the browser tests) count against the server: it then rightly drops the slow client.
    static func page(port: Int) throws -> (page: LoopbackClient, reply: Reply) {
        let page = try LoopbackClient(port: port)
        return (page, try page.openWebSocket(port: port))
    }

    /// The status of `GET /` once the server answers 200 again, or the last one after `patience`.
    /// A server that turned clients away notices each closed connection when its thread next
    /// runs; on a loaded machine that can take seconds, so the patience is wide: what a test
    /// asserts is that it comes back.
    static func statusOnceServing(port: Int, patience: Duration = .seconds(30)) throws -> Int {
        let clock = ContinuousClock()
        let end = clock.now + patience
        var status = 0
        while status != 200, clock.now < end {
            status = try LoopbackClient(port: port).request("GET", "/", port: port).status
            if status != 200 { usleep(10_000) }
        }
        return status
    }

    /// Asks to open the page's WebSocket; the reply is 101 when it opened.
    func openWebSocket(port: Int, path: String = "/updates", origin: String? = nil) throws -> Reply {
        var headers = [
            "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version": "13",
        ]
        if let origin { headers["Origin"] = origin }
        var lines = ["GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)"]
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        lines += ["", ""]
        try send(Array(lines.joined(separator: "\r\n").utf8))
        return try readReply(bodyExpected: false)
    }

    func readReply(bodyExpected: Bool = true) throws -> Reply {
        let status = try readLine()
        let parts = status.split(separator: " ")
        guard parts.count >= 2, let code = Int(parts[1]) else { throw Failure(description: "not a status line: \(status)") }
        var headers: [String: String] = [:]
        while true {
            let line = try readLine()
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard bodyExpected, code != 101, let length = headers["content-length"].flatMap(Int.init) else {
            return Reply(status: code, headers: headers, body: "")
        }
        return Reply(status: code, headers: headers, body: String(decoding: try read(length), as: UTF8.self))
    }

    /// The next frame the server sends (servers do not mask).
    func readFrame() throws -> Frame {
        let head = try read(2)
        var length = Int(head[1] & 0x7F)
        if length == 126 {
            length = try read(2).reduce(0) { $0 << 8 | Int($1) }
        } else if length == 127 {
            length = try read(8).reduce(0) { $0 << 8 | Int($1) }
        }
        return Frame(opcode: head[0] & 0x0F, payload: try read(length))
    }

    /// Sends one frame, masked as a client must.
    func sendFrame(opcode: UInt8, payload: [UInt8]) throws {
        precondition(payload.count < 126, "short frames only")
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        let masked = payload.enumerated().map { $1 ^ mask[$0 % 4] }
        try send([0x80 | opcode, 0x80 | UInt8(payload.count)] + mask + masked)
    }

    private func readLine() throws -> String {
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffered[..<end]
                buffered.removeSubrange(...end)
                return String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
            }
            try fill()
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        while buffered.count < count { try fill() }
        defer { buffered.removeFirst(count) }
        return Array(buffered.prefix(count))
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { SystemCalls.recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else {
            throw Failure(description: count == 0 ? "the server closed the connection" : "recv: \(String(cString: strerror(errno)))")
        }
        buffered += chunk.prefix(count)
    }
}

/// A socket listening on a port of 127.0.0.1 the system chose, held until `close`: a port
/// the view server must find taken.
final class TakenPort: @unchecked Sendable {
    let port: Int
    private let socket: Int32

    init() throws {
        let socket = SystemCalls.socket(AF_INET, SystemCalls.streamSocket, 0)
        self.socket = socket
        var address = LoopbackClient.address(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socket, 1) == 0 else {
            throw LoopbackClient.Failure(description: "cannot take a port: \(String(cString: strerror(errno)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() { SystemCalls.close(socket) }
}

/// Runs blocking work on a thread of its own and waits for it without holding a thread of Swift
/// concurrency's pool.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
