import HeadlessUIKit

/// A service's request starting or ending, for whoever watches the app: the moments in between
/// are when a screen shows "Logging in…" and a second tap must not start another request.
/// Durations, not the clock: a line reads the same whatever ran before it.
package struct ServiceRequestEvent: RuntimeEvent, Equatable {
    package enum Stage: Equatable, Sendable {
        case started
        case finished(after: Duration)
        case failed(after: Duration, reason: String)
    }

    package let service: String
    package let request: String
    package let stage: Stage

    package var summary: String {
        switch stage {
        case .started: "\(service) \(request) started"
        case .finished(let duration): "\(service) \(request) finished after \(Self.seconds(duration))"
        case .failed(let duration, let reason): "\(service) \(request) failed after \(Self.seconds(duration)): \(reason)"
        }
    }

    /// `0.80s`: hundredths are as fine as the app's durations go.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let hundredths = Int(seconds) * 100 + Int(attoseconds / 10_000_000_000_000_000)
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)s"
    }
}
