import FlyingFox
import Foundation

/// What the view server answers: the page at `/`, its WebSocket at `/updates`, nothing else.
/// Read-only: every method but GET is refused, so no request can change the app. A request
/// naming another host, or a WebSocket opened by a page from another origin, is refused too,
/// so a web page elsewhere cannot read the picture through the browser (DNS rebinding).
struct ViewRequestHandler: HTTPHandler {
    let broadcast: PictureBroadcast
    let port: Int

    static let updatesPath = "/updates"

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET else {
            var headers = Self.textHeaders
            headers[HTTPHeader("Allow")] = "GET"
            return HTTPResponse(
                statusCode: .methodNotAllowed, headers: headers,
                body: Data("the view is read-only: it answers GET alone\n".utf8))
        }
        guard let host = request.headers[.host], isThisServer(authority: host) else {
            return refusal(.forbidden, "this page is served as 127.0.0.1:\(port) alone")
        }
        switch request.path {
        case "/":
            var headers = Self.textHeaders
            headers[.contentType] = "text/html; charset=utf-8"
            let page = broadcast.picture.html(liveUpdatesPath: Self.updatesPath)
            return HTTPResponse(statusCode: .ok, headers: headers, body: Data(page.utf8))
        case Self.updatesPath:
            if let origin = request.headers[HTTPHeader("Origin")], !isThisServer(origin: origin) {
                return refusal(.forbidden, "the live picture is sent to this server's own page alone")
            }
            return try await WebSocketHTTPHandler(handler: PageSocket(broadcast: broadcast)).handleRequest(request)
        default:
            return refusal(.notFound, "the view serves / and its updates alone")
        }
    }

    private static let textHeaders: HTTPHeaders = [
        .contentType: "text/plain; charset=utf-8",
        .cacheControl: "no-store",
        HTTPHeader("X-Content-Type-Options"): "nosniff",
    ]

    private func refusal(_ status: HTTPStatusCode, _ reason: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: Self.textHeaders, body: Data((reason + "\n").utf8))
    }

    private func isThisServer(authority: String) -> Bool {
        authority == "127.0.0.1:\(port)" || authority == "localhost:\(port)"
    }

    private func isThisServer(origin: String) -> Bool {
        origin == "http://127.0.0.1:\(port)" || origin == "http://localhost:\(port)"
    }
}
