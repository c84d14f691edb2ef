import Coordinator
import HeadlessUIKit
import Testing

/// A message on its way, seen from its sender: the record of its journey, and the reply or the
/// error its `await` ended with, once it has.
final class Sent<M: Message> {
    let delivery: Delivery
    private(set) var outcome: Result<M.Reply, any Error>?

    init(_ message: M, from sender: Responder) {
        delivery = Delivery(message, from: sender)
        sender.runLoop.spawn { [self, delivery] in
            do {
                outcome = .success(try await sender.send(message, recordedIn: delivery))
            } catch {
                outcome = .failure(error)
            }
        }
    }

    /// Whether the sender's `await` has ended.
    var hasEnded: Bool { outcome != nil }

    /// The reply; throws what came back thrown, and fails the test when nothing came back yet.
    var reply: M.Reply {
        get throws {
            let outcome = try #require(outcome, "\(delivery.message) has not been answered yet")
            return try outcome.get()
        }
    }
}
