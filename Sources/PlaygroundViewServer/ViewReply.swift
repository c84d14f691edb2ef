import Foundation

/// A whole answer to one request, written by the view server itself, after which the
/// connection closes: a page and its WebSocket need nothing more from HTTP.
struct ViewReply: Equatable {
    var status: Int
    var phrase: String
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    init(_ status: Int, _ phrase: String, headers: [(name: String, value: String)] = [], contentType: String, body: [UInt8]) {
        self.status = status
        self.phrase = phrase
        let common: [(name: String, value: String)] = [
            ("Content-Type", contentType), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
        ]
        self.headers = common + headers
        self.body = body
    }

    /// A line of plain text, for the refusals.
    init(_ status: Int, _ phrase: String, headers: [(name: String, value: String)] = [], text: String) {
        self.init(status, phrase, headers: headers, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
    }

    /// The bytes sent; for HEAD, the same head without the body (RFC 9110, 9.3.2).
    func encoded(withBody: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(phrase)\r\n"
        let framing: [(name: String, value: String)] = [("Content-Length", String(body.count)), ("Connection", "close")]
        for header in headers + framing {
            head += "\(header.name): \(header.value)\r\n"
        }
        head += "\r\n"
        return Data(head.utf8) + (withBody ? Data(body) : Data())
    }

    static func == (lhs: ViewReply, rhs: ViewReply) -> Bool {
        lhs.encoded(withBody: true) == rhs.encoded(withBody: true)
    }
}
