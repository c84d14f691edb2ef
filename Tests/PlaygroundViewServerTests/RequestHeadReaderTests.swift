import Testing

@testable import PlaygroundViewServer

/// The head of a request read as it arrives, in the pieces a socket hands over.
struct RequestHeadReaderTests {
    /// Feeds `bytes` in 4 KB reads, as the server reads; the outcome, and how many bytes it took.
    static func read(_ bytes: [UInt8], piece: Int = 4096) -> (outcome: RequestHeadReader.Outcome, taken: Int) {
        var reader = RequestHeadReader()
        var taken = 0
        while taken < bytes.count {
            let next = bytes[taken..<min(taken + piece, bytes.count)]
            taken += next.count
            let outcome = reader.append(next)
            if outcome != .needMore { return (outcome, taken) }
        }
        return (.needMore, taken)
    }

    @Test func aHeadIsReadWithWhatFollowsIt() {
        let request = "GET /updates?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8600\r\nupgrade:websocket \r\nX-Two:  a b\r\n\r\nframes"
        for piece in [1, 7, 4096] {
            let expected = RequestHead(
                method: "GET", target: "/updates?x=1",
                headers: [("Host", "127.0.0.1:8600"), ("upgrade", "websocket"), ("X-Two", "a b")])
            guard case .head(let head, let rest) = Self.read(Array(request.utf8), piece: piece).outcome else {
                Issue.record("no head in pieces of \(piece)")
                continue
            }
            #expect(head == expected)
            // What came in the same read as the head's end, and no more.
            #expect(piece == 4096 ? rest == Array("frames".utf8) : Array("frames".utf8).starts(with: rest))
        }
        let bare = Self.read(Array("GET / HTTP/1.0\n\n".utf8)).outcome
        #expect(bare == .head(RequestHead(method: "GET", target: "/", headers: []), rest: []))
        let head = RequestHead(method: "GET", target: "/a?b", headers: [("HOST", "x"), ("host", "y")])
        #expect(head.path == "/a")
        #expect(head.values(of: "Host") == ["x", "y"])
        #expect(head.value(of: "Host") == nil)
    }

    /// 8 KB of request line is taken; a byte more is refused as soon as it arrives, and the rest
    /// of a 10 MB line is never read.
    @Test func aLongRequestLineIsRefusedAsItArrives() {
        let limit = RequestHeadReader.requestLineLimit
        let longest = "GET /" + String(repeating: "a", count: limit - 14) + " HTTP/1.1"
        #expect(longest.utf8.count == limit)
        let fits = Self.read(Array((longest + "\r\nHost: h\r\n\r\n").utf8)).outcome
        #expect(fits != .refused(.uriTooLong) && fits != .needMore)
        let over = "GET /" + String(repeating: "a", count: limit - 13) + " HTTP/1.1\r\nHost: h\r\n\r\n"
        #expect(Self.read(Array(over.utf8)).outcome == .refused(.uriTooLong))
        let huge = Array("GET /".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 10 << 20)
        let (outcome, taken) = Self.read(huge)
        #expect(outcome == .refused(.uriTooLong))
        #expect(taken <= limit + 4096)
    }

    /// 16 KB of header lines are taken; more are refused as they arrive, whether one long line
    /// or many short ones.
    @Test func aLongHeaderBlockIsRefusedAsItArrives() {
        let limit = RequestHeadReader.headerBlockLimit
        let line = "GET / HTTP/1.1\r\n"
        let fill = "X: " + String(repeating: "b", count: limit - 5) + "\r\n"
        #expect(fill.utf8.count == limit)
        if case .head(let head, _) = Self.read(Array((line + fill + "\r\n").utf8)).outcome {
            #expect(head.headers.count == 1)
        } else {
            Issue.record("a block of exactly \(limit) bytes is refused")
        }
        let over = line + "X: " + String(repeating: "b", count: limit - 4) + "\r\n\r\n"
        #expect(Self.read(Array(over.utf8)).outcome == .refused(.headersTooLarge))
        let many = line + String(repeating: "X: 1\r\n", count: limit / 6 + 1) + "\r\n"
        #expect(Self.read(Array(many.utf8)).outcome == .refused(.headersTooLarge))
        let huge = Array((line + "X: ").utf8) + [UInt8](repeating: UInt8(ascii: "b"), count: 10 << 20)
        let (outcome, taken) = Self.read(huge)
        #expect(outcome == .refused(.headersTooLarge))
        #expect(taken <= line.utf8.count + limit + 4096)
    }

    @Test func whatIsNotHTTPIsRefusedSayingWhy() {
        for request in ["GET /\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n", "GET / SPDY/3\r\n\r\n", " / HTTP/1.1\r\n\r\n"] {
            #expect(Self.read(Array(request.utf8)).outcome == .refused(.malformed("not an HTTP/1.1 request line")), "\(request)")
        }
        for header in ["Host 127.0.0.1", ": x", "Host : x", " folded: x"] {
            let request = "GET / HTTP/1.1\r\n\(header)\r\n\r\n"
            #expect(Self.read(Array(request.utf8)).outcome == .refused(.malformed("a header line is not 'Name: value'")), "\(header)")
        }
        #expect(HTTPRefusal.uriTooLong.reply.status == 414)
        #expect(HTTPRefusal.headersTooLarge.reply.status == 431)
    }
}
