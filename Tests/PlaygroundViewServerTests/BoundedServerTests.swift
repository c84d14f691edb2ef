import Foundation
import TestSupport
import Testing

/// What a hostile client costs the view's server process: any web page the person visits can
/// make the browser send a long URL to it. Each costs the server a bounded few reads, and the
/// page keeps redrawing meanwhile. CPU is the server process's own, read from /proc; the bound
/// asserted is ten times the 50 ms aimed at, and the figures are printed.
@Suite(.serialized, .enabled(if: ProcFileSystem.isAvailable, "\(ProcFileSystem.absence)")) struct BoundedServerTests {
    static let megabyte = 1 << 20
    static let cpuBound = Duration.milliseconds(500)
    static let measuredRounds = 20

    static func server(fileLimit: Int? = nil) throws -> ViewServerProcess {
        let free = try TakenPort()
        free.close()
        let picture = ViewServerTests.launched
        return try ViewServerProcess(firstPort: free.port, title: picture.title, panels: picture.panels, fileLimit: fileLimit)
    }

    static func longHeader(_ size: Int, port: Int) -> Int? {
        FloodingClient.send(
            Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Long: ".utf8), padding: size, tail: Array("\r\n\r\n".utf8), port: port)
    }

    static func longPath(_ size: Int, port: Int) -> Int? {
        FloodingClient.send(
            Array("GET /".utf8), padding: size, tail: Array(" HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), port: port)
    }

    /// 100 clients at once, each sending 1 MB (a path or a header, in turn) and closing without
    /// waiting for the answer.
    static func hundredAtOnce(port: Int) {
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            let head = index.isMultiple(of: 2) ? "GET /" : "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Long: "
            _ = FloodingClient.send(Array(head.utf8), padding: megabyte, tail: Array("\r\n\r\n".utf8), port: port, closeAtOnce: true)
        }
    }

    @Test func aTenMegabyteHeaderIsRefusedCheaply() async throws {
        try await measure("a 10 MB header", expecting: 431) { Self.longHeader(10 * Self.megabyte, port: $0) }
    }

    @Test func aTenMegabytePathIsRefusedCheaply() async throws {
        try await measure("a 10 MB path", expecting: 414) { Self.longPath(10 * Self.megabyte, port: $0) }
    }

    @Test func aHundredParallelMegabyteRequestsAreRefusedCheaply() async throws {
        try await measure("100 parallel 1 MB requests, closed at once", expecting: nil) {
            Self.hundredAtOnce(port: $0)
            return nil
        }
    }

    /// A server allowed few descriptors takes no more connections than they allow: the rest
    /// are answered 503 at once, and once the connections it holds go, a request is answered.
    /// Out of descriptors, it would stop accepting, or stop altogether (libdispatch ends a
    /// process that cannot open the /proc files through which it watches its threads).
    @Test func aServerWithFewDescriptorsTurnsClientsAwayAndGoesOn() async throws {
        let server = try Self.server(fileLimit: 48)
        defer { server.stop() }
        let port = server.port
        var silent = try await offThePool { try (0..<60).map { _ in try LoopbackClient(port: port) } }
        // Long enough for the server to take each, and for libdispatch to look at its threads.
        try await Task.sleep(for: .milliseconds(1500))
        let busy = try await offThePool { try LoopbackClient(port: port).request("GET", "/", port: port) }
        #expect(busy.status == 503)
        silent.removeAll()
        #expect(try await offThePool { try LoopbackClient.statusOnceServing(port: port) } == 200)
    }

    /// Runs `attack` once and measures the server's CPU for it, then runs it again and again
    /// for a second while an open page is sent one picture after another, each once the last
    /// has arrived, and prints how long each took.
    private func measure(
        _ name: String, expecting status: Int?, attack: @escaping @Sendable (Int) -> Int?, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let server = try Self.server()
        defer { server.stop() }
        let port = server.port
        // The process's CPU time is kept in clock ticks once a thread has ended (10 ms each),
        // so one attack's cost is read as the mean of several.
        let before = server.settledCPUTime()
        let answers = try await offThePool { (0..<Self.measuredRounds).map { _ in attack(port) } }
        let cost = (server.settledCPUTime() - before) / Self.measuredRounds
        let answered = answers.allSatisfy { $0 == answers[0] } ? answers[0] : nil
        print(
            "view server: \(name) cost the server \(cost) of CPU (mean of \(Self.measuredRounds); aim: under 50 ms); answered \(answered.map(String.init) ?? "-")"
        )
        #expect(cost < Self.cpuBound, "\(name): \(cost) of CPU", sourceLocation: sourceLocation)
        if let status { #expect(answered == status, sourceLocation: sourceLocation) }

        let (page, reply) = try await offThePool { try LoopbackClient.page(port: port) }
        #expect(reply.status == 101, sourceLocation: sourceLocation)
        let opened = try await offThePool { try page.readFrame() }
        #expect(opened.text == ViewServerTests.message(ViewServerTests.launched), sourceLocation: sourceLocation)
        let attacking = Task.detached {
            let clock = ContinuousClock()
            let end = clock.now + .seconds(1)
            var rounds = 0
            while clock.now < end {
                _ = attack(port)
                rounds += 1
            }
            return rounds
        }
        let panels = ViewServerTests.launched.panels
        let latencies = try await offThePool {
            var latencies: [Duration] = []
            let clock = ContinuousClock()
            for index in 0..<40 {
                let title = "redraw \(index)"
                let sent = clock.now
                try server.publish(title: title, panels: panels)
                // Each picture is a step: its number and (empty) label come first.
                while try !page.readFrame().text.hasSuffix(" \n" + title + "\n" + panels) {}
                latencies.append(clock.now - sent)
                usleep(20_000)
            }
            return latencies.sorted()
        }
        let rounds = await attacking.value
        print(
            "view server: during \(rounds) rounds of \(name), an open page redrew \(latencies.count) times, in \(latencies[latencies.count / 2]) (median), \(latencies.last!) at most (aim: under 100 ms)"
        )
    }
}
