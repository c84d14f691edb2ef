import HeadlessUIKit

/// The reply to a message a coordinator queued (`Coordinator.enqueue`), which its sender awaits:
/// it arrives when the queue runs the message again, or fails with `MessageFailure.dropped`
/// when the queue goes away first, so that no sender waits forever. The playground's: radianttap's
/// queue (Coordinator.swift:178-197 at 8.0) keeps plain closures and answers nobody.
public final class PendingReply {
    private var result: Result<Any, any Error>?
    private var waiting: CheckedContinuation<Reply, any Error>?
    /// Where the outcome goes on: a retry queued again carries on the first sender's wait.
    private var onResolve: ((Result<Any, any Error>) -> Void)?
    /// The responder whose task awaits this reply. The task keeps it alive until the reply
    /// comes; holding it here too lets the memory graph show that, through the queue.
    private(set) var waitingSender: Responder?

    init() {}

    /// The reply, once it has come; `sender`, if any, waits for it meanwhile.
    func value(awaitedBy sender: Responder?) async throws -> Any {
        if let result { return try result.get() }
        waitingSender = sender
        return try await withCheckedThrowingContinuation { waiting = $0 }.value
    }

    /// Hands the wait over to `promise`'s reply: whoever awaits that one gets this one's outcome,
    /// after `listeners` (the responders on the retry's way that await the reply) have seen it.
    func forward(to promise: ReplyPromise, after listeners: [(Any) -> Void]) {
        waitingSender = promise.waitingSender
        onResolve = { outcome in
            if case .success(let reply) = outcome {
                for listener in listeners.reversed() { listener(reply) }
            }
            promise.fulfil(outcome)
        }
    }

    /// Settles the reply; only the first call counts.
    func resolve(_ outcome: Result<Any, any Error>) {
        guard result == nil else { return }
        result = outcome
        waitingSender = nil
        if let onResolve {
            self.onResolve = nil
            onResolve(outcome)
        }
        guard let waiting else { return }
        self.waiting = nil
        switch outcome {
        case .success(let value): waiting.resume(returning: Reply(value: value))
        case .failure(let error): waiting.resume(throwing: error)
        }
    }

    /// A reply crosses from one task to another, but both run on the app's one run loop, never
    /// at the same time: nothing is shared between threads.
    private struct Reply: @unchecked Sendable {
        let value: Any
    }
}

/// The queue's side of a `PendingReply`: kept by the queued message, it settles the reply when
/// the message runs again, and fails it if the message is thrown away without running (the
/// coordinator that queued it went).
final class ReplyPromise {
    private let pending: PendingReply
    private let messageName: String

    init(_ pending: PendingReply, messageName: String) {
        self.pending = pending
        self.messageName = messageName
    }

    var waitingSender: Responder? { pending.waitingSender }

    func fulfil(_ outcome: Result<Any, any Error>) { pending.resolve(outcome) }

    deinit { pending.resolve(.failure(MessageFailure.dropped(messageName))) }
}
