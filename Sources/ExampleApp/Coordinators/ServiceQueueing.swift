import Coordinator
import HeadlessUIKit

extension Coordinator {
    /// The seeds' message queueing: with the service at hand, `body` handles the message now;
    /// without it the message waits in this coordinator's queue and is handled again, exactly
    /// once, the next time the dependencies change (`processQueuedMessages`). Its sender awaits
    /// the reply meanwhile (`enqueue`, the playground's addition to radianttap's closure queue).
    func handle<Service>(
        _ message: any Message, using service: Service?, named serviceName: ServiceName, _ body: (Service) async throws -> Handling
    ) async rethrows -> Handling {
        guard let service else {
            return enqueue(message, note: "queued until the \(serviceName.rawValue) service is ready")
        }
        return try await body(service)
    }
}

/// "1 item", "2 items": notes read like sentences.
func itemCount(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
