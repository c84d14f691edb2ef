/// The reply to a message a coordinator queued (`Coordinator.enqueue`), which its sender awaits:
/// it arrives when the queue runs the message again, or fails with `MessageFailure.dropped`
/// when the queue goes away first, so that no sender waits forever.
public final class PendingReply {
    private var result: Result<Any, any Error>?
    private var waiting: CheckedContinuation<Reply, any Error>?

    init() {}

    /// The reply, once it has come.
    var value: Any {
        get async throws {
            if let result { return try result.get() }
            return try await withCheckedThrowingContinuation { waiting = $0 }.value
        }
    }

    /// Settles the reply; only the first call counts.
    func resolve(_ outcome: Result<Any, any Error>) {
        guard result == nil else { return }
        result = outcome
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

    func fulfil(_ outcome: Result<Any, any Error>) { pending.resolve(outcome) }

    deinit { pending.resolve(.failure(MessageFailure.dropped(messageName))) }
}
