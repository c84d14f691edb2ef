import Coordinator
import HeadlessUIKit

/// A message on its way, seen from its sender: the record of its journey, and the reply or the
/// error its `await` ended with, once it has. Shared by the library's tests and the shop's.
package final class Sent<M: Message> {
    package let delivery: Delivery
    package private(set) var outcome: Result<M.Reply, any Error>?

    /// Sends `message` from `sender` in a task of the sender's run loop, which runs when the loop
    /// settles. Call it inside the sender's runtime.
    package init(_ message: M, from sender: Responder) {
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
    package var hasEnded: Bool { outcome != nil }

    /// The reply; throws what came back thrown, and `NotAnsweredYet` when nothing came back yet
    /// (rather than waiting forever for a reply that cannot come while the loop is not run).
    package var reply: M.Reply {
        get throws {
            guard let outcome else { throw NotAnsweredYet(message: delivery.message) }
            return try outcome.get()
        }
    }
}

/// A reply was read before the run loop delivered it.
package struct NotAnsweredYet: Error, CustomStringConvertible {
    package let message: String
    package var description: String { "\(message) has not been answered yet" }
}
