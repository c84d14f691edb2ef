import PlaygroundPicture

/// What the view server answers: the page at `/`, its WebSocket at `/updates`, each step of its
/// history at `/steps/N`, and the service worker that shows a page saying the playground is not
/// running once it stops (`OfflineFallback`); nothing else.
/// Read-only: GET (and HEAD, its head alone) is all it takes, so no request can change the app.
/// A request naming another host, or a WebSocket opened by a page from another origin, is
/// refused too, so a web page elsewhere cannot read the picture through the browser (DNS
/// rebinding).
struct ViewRoutes {
    let port: Int

    static let updatesPath = "/updates"
    static let stepsPath = "/steps/"

    enum Answer: Equatable {
        /// Send this and close.
        case reply(ViewReply, withBody: Bool)
        /// A WebSocket for the page: hand it to FlyingFox with this key.
        case openUpdates(key: String)
    }

    /// The answer to `head`; `page` draws the page, only when it is asked for, and `step` gives
    /// a step of the history as a page receives it.
    func answer(_ head: RequestHead, page: () -> String, step: (Int) -> String?) -> Answer {
        let isHead = head.method == "HEAD"
        guard head.method == "GET" || isHead else {
            return .reply(
                ViewReply(
                    405, "Method Not Allowed", headers: [("Allow", "GET, HEAD")], text: "the view is read-only: it answers GET alone"),
                withBody: true)
        }
        let hosts = head.values(of: "Host")
        guard hosts.count == 1 else {
            return .reply(ViewReply(400, "Bad Request", text: "a request names its host once: Host: 127.0.0.1:\(port)"), withBody: !isHead)
        }
        guard isThisServer(authority: hosts[0]) else {
            return .reply(ViewReply(403, "Forbidden", text: "this page is served as 127.0.0.1:\(port) alone"), withBody: !isHead)
        }
        switch head.path {
        case "/":
            let reply = ViewReply(200, "OK", contentType: "text/html; charset=utf-8", body: Array(page().utf8))
            return .reply(reply, withBody: !isHead)
        case Self.updatesPath:
            if let origin = head.value(of: "Origin"), !isThisServer(origin: origin) {
                return .reply(
                    ViewReply(403, "Forbidden", text: "the live picture is sent to this server's own page alone"), withBody: !isHead)
            }
            guard !isHead, head.value(of: "Upgrade")?.lowercased() == "websocket", head.value(of: "Sec-WebSocket-Version") == "13",
                let key = head.value(of: "Sec-WebSocket-Key"), Self.isWebSocketKey(key)
            else {
                let reply = ViewReply(
                    426, "Upgrade Required", headers: [("Upgrade", "websocket")],
                    text: "the updates are a WebSocket (version 13) that the page at / opens")
                return .reply(reply, withBody: !isHead)
            }
            return .openUpdates(key: key)
        case OfflineFallback.workerPath:
            let reply = ViewReply(200, "OK", contentType: "text/javascript; charset=utf-8", body: Array(OfflineFallback.worker.utf8))
            return .reply(reply, withBody: !isHead)
        case let path where path.hasPrefix(Self.stepsPath):
            guard let number = Int(path.dropFirst(Self.stepsPath.count)), number > 0, let text = step(number) else {
                return .reply(ViewReply(404, "Not Found", text: "no such step: the history counts from /steps/1"), withBody: !isHead)
            }
            return .reply(ViewReply(200, "OK", contentType: "text/plain; charset=utf-8", body: Array(text.utf8)), withBody: !isHead)
        default:
            return .reply(ViewReply(404, "Not Found", text: "the view serves / and its updates alone"), withBody: !isHead)
        }
    }

    /// RFC 6455's key: 16 random bytes in base64, 24 characters.
    private static func isWebSocketKey(_ key: String) -> Bool {
        key.utf8.count == 24
            && key.utf8.allSatisfy {
                $0 < 128 && (Character(Unicode.Scalar($0)).isLetter || Character(Unicode.Scalar($0)).isNumber || "+/=".utf8.contains($0))
            }
    }

    private func isThisServer(authority: String) -> Bool {
        let authority = authority.lowercased()
        return authority == "127.0.0.1:\(port)" || authority == "localhost:\(port)"
    }

    private func isThisServer(origin: String) -> Bool {
        let origin = origin.lowercased()
        return origin == "http://127.0.0.1:\(port)" || origin == "http://localhost:\(port)"
    }
}
