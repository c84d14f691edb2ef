/// Why a request's head was refused before anything was done for it.
enum HTTPRefusal: Equatable {
    /// The request line is over `RequestHeadReader.requestLineLimit`: 414.
    case uriTooLong
    /// The header block is over `RequestHeadReader.headerBlockLimit`: 431.
    case headersTooLarge
    /// Not HTTP/1.1 as RFC 9112 writes it: 400, saying what was wrong.
    case malformed(String)
    /// As many connections as the server takes at once are open (`BoundedFront`): 503, unread.
    case busy

    var reply: ViewReply {
        switch self {
        case .uriTooLong:
            ViewReply(414, "URI Too Long", text: "the request line is over \(RequestHeadReader.requestLineLimit) bytes")
        case .headersTooLarge:
            ViewReply(
                431, "Request Header Fields Too Large", text: "the headers are over \(RequestHeadReader.headerBlockLimit) bytes")
        case .malformed(let reason):
            ViewReply(400, "Bad Request", text: reason)
        case .busy:
            ViewReply(
                503, "Service Unavailable", headers: [("Retry-After", "1")],
                text: "the view has as many connections open as it takes; try again in a moment")
        }
    }
}
