import Foundation
import PlaygroundViewServer
import Testing

/// What the server takes from clients that ask too much: a page's frame over the bound, more
/// requests at once than it reads. Each costs the client that asked, never an open page.
extension ViewServerTests {
    /// A page whose frame says it is longer than a page ever sends is closed at that header;
    /// another page goes on as before.
    @Test func aPagesFrameOverTheBoundClosesThatPageAlone() async throws {
        let server = try await Self.server()
        let port = server.port
        var pages: [LoopbackClient] = []
        for _ in 0..<2 {
            let (page, reply) = try await offThePool { try LoopbackClient.page(port: port) }
            #expect(reply.status == 101)
            #expect(try await offThePool { try page.readFrame() }.text == Self.message(Self.launched))
            pages.append(page)
        }
        let (greedy, other) = (pages[0], pages[1])
        // A text frame of 1 GB announced, its first bytes sent.
        let header: [UInt8] = [0x81, 0x80 | 127, 0, 0, 0, 0, 0x40, 0, 0, 0, 0x37, 0xFA, 0x21, 0x3D]
        try await offThePool { try greedy.send(header + [UInt8](repeating: 0x61, count: 1000)) }
        await #expect(throws: LoopbackClient.Failure(description: "the server closed the connection")) {
            try await offThePool { try greedy.readFrame() }
        }
        server.publish(Self.cartShown)
        #expect(try await offThePool { try other.readFrame() }.text == Self.message(Self.cartShown, step: 2))
        await server.stop()
    }

    /// As many connections as the server reads at once, all silent: the next is answered 503
    /// at once, without being read, while an open page is still sent each picture; once they
    /// go, a request is answered again.
    @Test func connectionsBeyondTheLimitAreTurnedAwayWhileThePageGoesOn() async throws {
        let server = try await Self.server()
        let port = server.port
        let (page, reply) = try await offThePool { try LoopbackClient.page(port: port) }
        #expect(reply.status == 101)
        #expect(try await offThePool { try page.readFrame() }.text == Self.message(Self.launched))
        var silent: [LoopbackClient] = []
        for _ in 0..<64 { silent.append(try await offThePool { try LoopbackClient(port: port) }) }
        let turnedAway = try await offThePool { try LoopbackClient(port: port).request("GET", "/", port: port) }
        #expect(turnedAway.status == 503)
        #expect(turnedAway.headers["retry-after"] == "1")
        #expect(turnedAway.body == "the view has as many connections open as it takes; try again in a moment\n")
        server.publish(Self.accountShown)
        #expect(try await offThePool { try page.readFrame() }.text == Self.message(Self.accountShown, step: 2))
        silent.removeAll()
        #expect(try await offThePool { try LoopbackClient.statusOnceServing(port: port) } == 200)
        await server.stop()
    }
}
