import FlyingFox
import Synchronization

extension HTTPServer {
    /// Runs the server in a task of its own and waits until it either listens or fails (a port
    /// in use fails at once). FlyingFox offers each half, `run` and `waitUntilListening`; this
    /// waits for whichever answers first.
    func startListening() async -> (running: Task<Void, Never>, outcome: Result<Void, any Error>) {
        let first = FirstAnswer<Result<Void, any Error>>()
        let running = Task {
            do {
                try await self.run()
                first.give(.failure(CancellationError()))
            } catch {
                first.give(.failure(error))
            }
        }
        let waiting = Task {
            do {
                try await self.waitUntilListening()
                first.give(.success(()))
            } catch {
                first.give(.failure(error))
            }
        }
        let outcome = await first.value
        waiting.cancel()
        return (running, outcome)
    }
}

/// The first of several answers; later ones are dropped.
private final class FirstAnswer<Value: Sendable>: Sendable {
    private let state = Mutex<(answer: Value?, waiter: CheckedContinuation<Value, Never>?)>((nil, nil))

    func give(_ answer: Value) {
        let waiter = state.withLock { state -> CheckedContinuation<Value, Never>? in
            guard state.answer == nil else { return nil }
            state.answer = answer
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: answer)
    }

    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let answer = state.withLock { state -> Value? in
                    if state.answer == nil { state.waiter = continuation }
                    return state.answer
                }
                if let answer { continuation.resume(returning: answer) }
            }
        }
    }
}
