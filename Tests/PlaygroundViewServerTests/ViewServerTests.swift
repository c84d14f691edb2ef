import Foundation
import PlaygroundEngine
import PlaygroundPicture
import PlaygroundViewServer
import TestSupport
import Testing

/// The view server from outside, as a browser sees it: a real socket on 127.0.0.1.
/// One test at a time: each takes a port the kernel says is free, and two at once could get the
/// same one in turn, so that one test found the other's server where its own had stopped.
@Suite(.serialized) struct ViewServerTests {
    static let launched = Picture(snapshot: Session().appSnapshot()!)
    static let accountShown = picture(after: "tap account")
    static let cartShown = picture(after: "tap cart")

    static func picture(after line: String) -> Picture {
        let session = Session()
        #expect(!session.execute(line).isError)
        return Picture(snapshot: session.appSnapshot()!)
    }

    /// The inodes of the sockets listening on 127.0.0.1:`port`, as /proc/net/tcp lists them.
    static func listeningSockets(on port: Int) -> [String] {
        let table = ProcFileSystem.read("net/tcp") ?? ""
        let local = "0100007F:" + String(format: "%04X", port)
        return table.split(separator: "\n").dropFirst().compactMap { row in
            let fields = row.split(separator: " ")
            // sl, local_address, rem_address, st (0A is LISTEN), …, inode (the tenth).
            guard fields.count > 9, fields[1] == local, fields[3] == "0A" else { return nil }
            return String(fields[9])
        }
    }

    /// What an open page is sent for `picture`, step `step` of the history, published with no
    /// label: the step's number and label, its title, then the panels it swaps in.
    static func message(_ picture: Picture, step: Int = 1) -> String { "\(step) \n" + picture.title + "\n" + picture.panels }

    /// A server showing `picture`, from a port that was free a moment ago.
    static func server(showing picture: Picture = launched) async throws -> ViewServer {
        let free = try TakenPort()
        free.close()
        return try await ViewServer.start(.init(startPort: free.port), showing: picture)
    }

    @Test func itListensOnLoopbackAlone() async throws {
        for host in ["0.0.0.0", "192.168.1.10", "localhost", "::", "127.0.0.2", ""] {
            await #expect(throws: ViewServerError.notLoopback(host: host)) {
                try await ViewServer.start(.init(host: host, startPort: 8600), showing: Self.launched)
            }
        }
        #expect(
            ViewServerError.notLoopback(host: "0.0.0.0").message
                == "the view is served on 127.0.0.1 only, so that no other machine can see it; '0.0.0.0' is not 127.0.0.1")
        let server = try await Self.server()
        #expect(server.url == "http://127.0.0.1:\(server.port)/")
        await server.stop()
    }

    @Test func aTakenPortIsPassedForTheNextFreeOne() async throws {
        let taken = try TakenPort()
        defer { taken.close() }
        let server = try await ViewServer.start(.init(startPort: taken.port, tries: 20), showing: Self.launched)
        #expect(server.port > taken.port && server.port < taken.port + 20)
        let reply = try await offThePool { try LoopbackClient(port: server.port).request("GET", "/", port: server.port) }
        #expect(reply.status == 200)
        await server.stop()
    }

    @Test func whenNoPortIsFreeOneLineSaysSo() async throws {
        let taken = try TakenPort()
        defer { taken.close() }
        await #expect(throws: ViewServerError.noFreePort(from: taken.port, through: taken.port)) {
            try await ViewServer.start(.init(startPort: taken.port, tries: 1), showing: Self.launched)
        }
        #expect(ViewServerError.noFreePort(from: 8600, through: 8600).message == "no free port for the view: 127.0.0.1:8600 is in use")
        #expect(
            ViewServerError.noFreePort(from: 8600, through: 8619).message
                == "no free port for the view: every port from 127.0.0.1:8600 to 8619 is in use")
    }

    @Test func getOfTheRootIsThePage() async throws {
        let server = try await Self.server()
        let port = server.port
        let reply = try await offThePool { try LoopbackClient(port: port).request("GET", "/", port: port) }
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "text/html; charset=utf-8")
        #expect(reply.headers["cache-control"] == "no-store")
        #expect(reply.body == Self.launched.html(liveUpdatesPath: "/updates"))
        // After a publication the page is the newest picture.
        server.publish(Self.cartShown)
        let later = try await offThePool { try LoopbackClient(port: port).request("GET", "/", port: port) }
        #expect(later.body == Self.cartShown.html(liveUpdatesPath: "/updates"))
        await server.stop()
    }

    /// Read-only: every other method is refused on every path, with `Allow: GET, HEAD`, and
    /// changes nothing; other paths are not found, and a request naming another host is refused.
    @Test func nothingButGetIsServed() async throws {
        let server = try await Self.server()
        let port = server.port
        for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"] {
            for path in ["/", "/updates", "/elsewhere"] {
                let reply = try await offThePool { try LoopbackClient(port: port).request(method, path, port: port) }
                #expect(reply.status == 405, "\(method) \(path)")
                #expect(reply.headers["allow"] == "GET, HEAD", "\(method) \(path)")
            }
        }
        let page = try await offThePool { try LoopbackClient(port: port).request("GET", "/", port: port) }
        #expect(page.body == Self.launched.html(liveUpdatesPath: "/updates"))
        let elsewhere = try await offThePool { try LoopbackClient(port: port).request("GET", "/state", port: port) }
        #expect(elsewhere.status == 404)
        let rebound = try await offThePool {
            try LoopbackClient(port: port).request("GET", "/", port: port, headers: ["Host": "attacker.example:\(port)"])
        }
        #expect(rebound.status == 403)
        #expect(!rebound.body.contains("<svg"))
        await server.stop()
    }

    /// HEAD is answered as GET is, without the body (RFC 9110, 9.3.2): the same status and
    /// headers, the length of the body it would have sent, and then nothing.
    @Test func headIsGetWithoutTheBody() async throws {
        let server = try await Self.server()
        let port = server.port
        let get = try await offThePool { try LoopbackClient(port: port).request("GET", "/", port: port) }
        let client = try await offThePool { try LoopbackClient(port: port) }
        let head = try await offThePool {
            try client.send(Array("HEAD / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            return try client.readReply(bodyExpected: false)
        }
        #expect(head.status == 200)
        #expect(head.headers == get.headers)
        #expect(head.headers["content-length"] == String(get.body.utf8.count))
        await #expect(throws: LoopbackClient.Failure(description: "the server closed the connection")) {
            try await offThePool { try client.readFrame() }
        }
        let missing = try await offThePool {
            let client = try LoopbackClient(port: port)
            try client.send(Array("HEAD /elsewhere HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            return try client.readReply(bodyExpected: false)
        }
        #expect(missing.status == 404)
        #expect(missing.headers["content-length"] == String("the view serves / and its updates alone\n".utf8.count))
        await server.stop()
    }

    /// One Host header, named and compared without regard to case (RFC 9110 4.2.3: host names
    /// are case-insensitive); none, or two, is a bad request (RFC 9112 3.2).
    @Test func theHostIsNamedOnceInAnyCase() async throws {
        let server = try await Self.server()
        let port = server.port
        func status(_ headers: String) async throws -> Int {
            try await offThePool {
                let client = try LoopbackClient(port: port)
                try client.send(Array("GET / HTTP/1.1\r\n\(headers)\r\n".utf8))
                return try client.readReply().status
            }
        }
        #expect(try await status("HOST: LocalHost:\(port)\r\n") == 200)
        #expect(try await status("host: 127.0.0.1:\(port)\r\n") == 200)
        #expect(try await status("") == 400)
        #expect(try await status("Host: 127.0.0.1:\(port)\r\nHost: 127.0.0.1:\(port)\r\n") == 400)
        #expect(try await status("Host: 127.0.0.1:\(port)\r\nhost: attacker.example\r\n") == 400)
        #expect(try await status("Host: attacker.example:\(port)\r\n") == 403)
        await server.stop()
    }

    /// A client that sends its request slower than the deadline is dropped, and so is one that
    /// sends nothing at all; the server answers others meanwhile.
    @Test func aSlowClientIsDropped() async throws {
        let free = try TakenPort()
        free.close()
        let server = try await ViewServer.start(.init(startPort: free.port, requestDeadline: .milliseconds(300)), showing: Self.launched)
        let port = server.port
        let slow = try await offThePool { try LoopbackClient(port: port) }
        let silent = try await offThePool { try LoopbackClient(port: port) }
        try await offThePool { try slow.send(Array("GET / HTTP/1.1\r\nHost: 127.0".utf8)) }
        #expect(try await offThePool { try LoopbackClient(port: port).request("GET", "/", port: port) }.status == 200)
        for client in [slow, silent] {
            await #expect(throws: LoopbackClient.Failure(description: "the server closed the connection")) {
                try await offThePool { try client.readReply() }
            }
        }
        await server.stop()
    }

    /// An open page gets the picture at once, then each new one as it is published.
    @Test func eachNewPictureIsPushedToAnOpenPage() async throws {
        let server = try await Self.server()
        let port = server.port
        let (client, opened) = try await offThePool { try LoopbackClient.page(port: port) }
        #expect(opened.status == 101)
        let first = try await offThePool { try client.readFrame() }
        #expect(first == .init(opcode: 1, payload: Array(Self.message(Self.launched).utf8)))
        server.publish(Self.accountShown)
        #expect(try await offThePool { try client.readFrame() }.text == Self.message(Self.accountShown, step: 2))
        // How long a picture takes from `publish` to the page (drawn, sent, read), for the record.
        let clock = ContinuousClock()
        let published = clock.now
        server.publish(Self.cartShown)
        #expect(try await offThePool { try client.readFrame() }.text == Self.message(Self.cartShown, step: 3))
        print("view server: a published picture reached the open page in \(clock.now - published)")
        await server.stop()
    }

    /// Steps typed within a burst go in with the picture after them: an open page is sent that
    /// picture as the newest step, numbered past them, and every picture published after it.
    @Test func anOpenPageFollowsPastBurstSteps() async throws {
        let server = try await Self.server()
        let port = server.port
        let (client, opened) = try await offThePool { try LoopbackClient.page(port: port) }
        #expect(opened.status == 101)
        _ = try await offThePool { try client.readFrame() }
        server.keepBurstStep(label: "select Coats", story: "<section class=\"panel story\">Coats</section>\n")
        server.keepBurstStep(label: "select Parka", story: "<section class=\"panel story\">Parka</section>\n")
        server.publish(Self.accountShown)
        #expect(try await offThePool { try client.readFrame() }.text == Self.message(Self.accountShown, step: 4))
        server.publish(Self.cartShown)
        #expect(try await offThePool { try client.readFrame() }.text == Self.message(Self.cartShown, step: 5))
        #expect(server.historySize.steps == 5)
        await server.stop()
    }

    /// Several pages at once each get every picture they have time for.
    @Test func everyOpenPageGetsTheNewest() async throws {
        let server = try await Self.server()
        let port = server.port
        var clients: [LoopbackClient] = []
        for _ in 0..<4 {
            let (client, reply) = try await offThePool { try LoopbackClient.page(port: port) }
            #expect(reply.status == 101)
            #expect(try await offThePool { try client.readFrame() }.text == Self.message(Self.launched))
            clients.append(client)
        }
        #expect(server.openPages == 4)
        server.publish(Self.cartShown)
        for client in clients {
            #expect(try await offThePool { try client.readFrame() }.text == Self.message(Self.cartShown, step: 2))
        }
        await server.stop()
    }

    /// A page that reads nothing while the prompt publishes thousands of pictures is not sent
    /// thousands: it skips to the newest, and what is sent never queued up per publication.
    @Test func aSlowPageSkipsToTheNewestPicture() async throws {
        let server = try await Self.server()
        let port = server.port
        let (client, reply) = try await offThePool { try LoopbackClient.page(port: port) }
        #expect(reply.status == 101)
        #expect(try await offThePool { try client.readFrame() }.text == Self.message(Self.launched))
        let publications = 2_000
        let clock = ContinuousClock()
        let start = clock.now
        // Drawn already, as the prompt's pictures reach the server: each is a step the server
        // keeps, so a picture still to draw would cost a drawing each.
        let drawn = [DrawnPicture(Self.accountShown), DrawnPicture(Self.launched)]
        for index in 0..<publications { server.publish(drawn[index % 2]) }
        server.publish(Self.cartShown)
        let publishing = clock.now - start
        let newest = Self.message(Self.cartShown, step: publications + 2)
        let received = try await offThePool {
            var count = 0
            while true {
                count += 1
                if try client.readFrame().text == newest { return count }
            }
        }
        print(
            "view server: \(publications + 1) publications took \(publishing) in all; a page that did not read meanwhile got \(received) of them, the newest last"
        )
        #expect(received < publications / 10)
        await server.stop()
    }

    /// A ping is answered; a close is echoed and the page forgotten, as is a page whose socket
    /// just goes away.
    @Test func pagesThatCloseAreForgotten() async throws {
        let server = try await Self.server()
        let port = server.port
        let polite = try await offThePool { try LoopbackClient.page(port: port) }.page
        _ = try await offThePool { try polite.readFrame() }
        try await offThePool { try polite.sendFrame(opcode: 9, payload: Array("are you there".utf8)) }
        #expect(try await offThePool { try polite.readFrame() } == .init(opcode: 10, payload: Array("are you there".utf8)))
        var abrupt: LoopbackClient? = try await offThePool { try LoopbackClient.page(port: port) }.page
        _ = try await offThePool { [abrupt] in try abrupt!.readFrame() }
        try await waitUntil { server.openPages == 2 }
        try await offThePool { try polite.sendFrame(opcode: 8, payload: [0x03, 0xE8]) }
        #expect(try await offThePool { try polite.readFrame() }.closeCode == 1000)
        abrupt = nil  // closes its socket without a word
        try await waitUntil { server.openPages == 0 }
        await server.stop()
    }

    /// Stopping says "going away" to every open page, which then stops trying, and the port
    /// is let go.
    @Test(.enabled(if: ProcFileSystem.isAvailable, "\(ProcFileSystem.absence)"))
    func stoppingSaysGoodbyeAndLetsThePortGo() async throws {
        let server = try await Self.server()
        let port = server.port
        let client = try await offThePool { try LoopbackClient.page(port: port) }.page
        _ = try await offThePool { try client.readFrame() }
        let listening = try #require(Self.listeningSockets(on: port).first)
        await server.stop()
        #expect(try await offThePool { try client.readFrame() }.closeCode == 1001)
        // The kernel's own word, by socket: another suite's server may take the freed port at
        // once (it asks for a free one too), so refusing a connection proves nothing either way.
        #expect(!Self.listeningSockets(on: port).contains(listening))
        #expect(Self.launched.html(liveUpdatesPath: "/updates").contains("event.code !== 1001"))
    }

    /// A page from another origin cannot open the WebSocket (a web page elsewhere could
    /// otherwise read the picture through the browser); the server's own page can.
    @Test func onlyTheServersOwnPageOpensTheWebSocket() async throws {
        let server = try await Self.server()
        let port = server.port
        let foreign = try await offThePool { try LoopbackClient(port: port).openWebSocket(port: port, origin: "http://attacker.example") }
        #expect(foreign.status == 403)
        let own = try await offThePool { try LoopbackClient(port: port).openWebSocket(port: port, origin: "http://127.0.0.1:\(port)") }
        #expect(own.status == 101)
        await server.stop()
    }

    /// The prompt's loop is no task: it starts and stops the server from a plain thread.
    @Test func aPlainThreadStartsAndStopsIt() async throws {
        let free = try TakenPort()
        free.close()
        let picture = Self.launched
        let server = try await offThePool { try ViewServer.startBlocking(.init(startPort: free.port), showing: picture) }
        let port = server.port
        #expect(try await offThePool { try LoopbackClient(port: port).request("GET", "/", port: port) }.status == 200)
        try await offThePool { server.stopBlocking() }
        await #expect(throws: LoopbackClient.Failure.self) { try await offThePool { try LoopbackClient(port: port) } }
    }

    /// Waits, a little at a time, until `condition` holds; fails after ten seconds.
    private func waitUntil(_ condition: @Sendable () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        for _ in 0..<1000 {
            if condition() { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the condition never held", sourceLocation: sourceLocation)
    }
}
