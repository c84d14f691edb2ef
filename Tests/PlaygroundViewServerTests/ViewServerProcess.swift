import Foundation
import PlaygroundViewWire
import SystemCalls
import TestSupport

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// `coordinator-playground-view` run as the prompt runs it, pictures in on its standard input,
/// so that what a client costs the server is the CPU of that process alone, not the test's own
/// sending.
final class ViewServerProcess: @unchecked Sendable {
    let port: Int
    private let process: Process
    private let input: FileHandle

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// With `fileLimit`, the process may open that many descriptors at most (`ulimit -n`).
    init(firstPort: Int, title: String, panels: String, fileLimit: Int? = nil) throws {
        process = Process()
        let program = try Self.program()
        if let fileLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\"", program.path, "--first-port", String(firstPort)]
        } else {
            process.executableURL = program
            process.arguments = ["--first-port", String(firstPort)]
        }
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        input = stdin.fileHandleForWriting
        try input.write(contentsOf: ViewWire.frame(title: title, panels: panels))
        var line: [UInt8] = []
        while let byte = try stdout.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
            line.append(byte)
        }
        guard case .listening(let url)? = ViewWire.Greeting(line: String(decoding: line, as: UTF8.self)),
            let port = Int(url.split(separator: ":").last?.filter(\.isNumber) ?? "")
        else {
            process.terminate()
            throw Failure(description: "the view's server said '\(String(decoding: line, as: UTF8.self))'")
        }
        self.port = port
    }

    func publish(title: String, panels: String) throws {
        try input.write(contentsOf: ViewWire.frame(title: title, panels: panels))
    }

    /// The CPU time the process has had so far: its threads' own, to the nanosecond (the first
    /// field of each `/proc/PID/task/TID/schedstat`), or, when more, the process's user and
    /// system time in clock ticks (`/proc/PID/stat`), which keeps the time of threads that have
    /// ended too. Zero without /proc (the tests that read it are skipped there).
    var cpuTime: Duration {
        let pid = process.processIdentifier
        let nanoseconds = ProcFileSystem.entries("\(pid)/task").reduce(0) { total, thread in
            let stat = ProcFileSystem.read("\(pid)/task/\(thread)/schedstat") ?? ""
            return total + (stat.split(separator: " ").first.flatMap { Int($0) } ?? 0)
        }
        let stat = ProcFileSystem.read("\(pid)/stat") ?? ""
        // After the command's closing parenthesis: state is the first field, utime the 12th.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        let ticks = fields.count > 12 ? (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) : 0
        let ticksPerSecond = sysconf(Int32(_SC_CLK_TCK))
        return max(.nanoseconds(nanoseconds), .seconds(ticks) / max(ticksPerSecond, 1))
    }

    /// The CPU time once the process has stopped using any (no rise over 300 ms), or after
    /// `patience` when it never stops.
    func settledCPUTime(patience: Duration = .seconds(5)) -> Duration {
        let clock = ContinuousClock()
        let end = clock.now + patience
        var last = cpuTime
        var quietSince = clock.now
        while clock.now < end {
            usleep(50_000)
            let now = cpuTime
            if now > last {
                last = now
                quietSince = clock.now
            } else if clock.now - quietSince >= .milliseconds(300) {
                break
            }
        }
        return last
    }

    func stop() {
        try? input.close()
        let clock = ContinuousClock()
        let end = clock.now + .seconds(5)
        while process.isRunning && clock.now < end { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    private static func program() throws -> URL {
        let name = "coordinator-playground-view"
        let binaries = [Bundle.main.executableURL, SystemCalls.executablePath().map { URL(fileURLWithPath: $0) }]
        for binary in binaries.compactMap({ $0 }) {
            let candidate = binary.deletingLastPathComponent().appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "\(name) is not beside the tests; build it first: swift build")
    }
}

/// A client that sends a request and, unlike a browser, does not stop: bytes as fast as the
/// server takes them, until the server answers or closes, or `limit` passes.
enum FloodingClient {
    /// The status the server answered with, if it answered before it closed; sends no more
    /// once an answer has come. With `closeAtOnce`, closes after sending without reading.
    static func send(_ head: [UInt8], padding: Int, tail: [UInt8], port: Int, closeAtOnce: Bool = false, limit: Duration = .seconds(20))
        -> Int?
    {
        let socket = SystemCalls.socket(AF_INET, SystemCalls.streamSocket, 0)
        guard socket >= 0 else { return nil }
        defer { SystemCalls.close(socket) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = LoopbackClient.address(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                SystemCalls.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        let clock = ContinuousClock()
        let end = clock.now + limit
        var reply: [UInt8] = []
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 65_536)
        var pieces: [[UInt8]] = [head]
        var left = padding
        while left > 0 {
            pieces.append(Array(chunk.prefix(left)))
            left -= min(left, chunk.count)
        }
        pieces.append(tail)
        sending: for piece in pieces where clock.now < end {
            var sent = 0
            while sent < piece.count {
                let count = piece[sent...].withUnsafeBytes { SystemCalls.sendWithoutSignal(socket, $0) }
                if count <= 0 {
                    if errno == EAGAIN && clock.now < end { continue }
                    break sending
                }
                sent += count
            }
            if !closeAtOnce && receive(socket, into: &reply, flags: Int32(MSG_DONTWAIT)) { break }
        }
        if closeAtOnce { return nil }
        while clock.now < end, receive(socket, into: &reply, flags: 0) {}
        let statusLine = String(decoding: reply.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        let parts = statusLine.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    /// Appends what has come; false when nothing came.
    private static func receive(_ socket: Int32, into reply: inout [UInt8], flags: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { SystemCalls.recv(socket, $0.baseAddress, $0.count, flags) }
        guard count > 0 else { return false }
        reply += buffer.prefix(count)
        return true
    }
}
