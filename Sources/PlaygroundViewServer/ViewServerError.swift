/// Why the view could not be served, as one line for the person at the prompt.
package enum ViewServerError: Error, Equatable, Sendable {
    /// Asked to listen anywhere but the loopback address: the picture is for this machine only.
    case notLoopback(host: String)
    /// Every port tried was in use.
    case noFreePort(from: Int, through: Int)
    /// Listening failed for another reason (a refused port, no sockets left).
    case cannotListen(port: Int, reason: String)

    package var message: String {
        switch self {
        case .notLoopback(let host):
            "the view is served on 127.0.0.1 only, so that no other machine can see it; '\(host)' is not 127.0.0.1"
        case .noFreePort(let from, let through) where from == through:
            "no free port for the view: 127.0.0.1:\(from) is in use"
        case .noFreePort(let from, let through):
            "no free port for the view: every port from 127.0.0.1:\(from) to \(through) is in use"
        case .cannotListen(let port, let reason):
            "the view cannot listen on 127.0.0.1:\(port): \(reason)"
        }
    }
}
