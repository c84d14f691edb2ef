import Coordinator
import HeadlessUIKit

extension Coordinator {
    /// The seeds' message queueing: with the service at hand, `body` handles the message now and
    /// says what it did; without it the message waits in this coordinator's queue and is handled
    /// again, exactly once, the next time the dependencies change (`processQueuedMessages`).
    func handle<Service>(
        _ message: any Message, from sender: Responder, using service: Service?, named serviceName: ServiceName,
        _ body: (Service) -> String
    ) -> Handling {
        guard let service else {
            enqueue(message)
            return .handled("queued until the \(serviceName.rawValue) service is ready")
        }
        return .handled(body(service))
    }
}

/// "1 item", "2 items": notes read like sentences.
func itemCount(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
