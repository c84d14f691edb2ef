import FlyingFox
import Foundation

/// FlyingFox's part, behind `BoundedFront` on a socket no browser can reach: the WebSocket
/// handshake and frames of `/updates`. It sees only the short requests the front writes, after
/// the front has checked the client's own.
struct UpdatesHandler: HTTPHandler {
    let broadcast: PictureBroadcast

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET, request.path == ViewRoutes.updatesPath else { return HTTPResponse(statusCode: .notFound) }
        return try await WebSocketHTTPHandler(handler: PageSocket(broadcast: broadcast)).handleRequest(request)
    }
}
