import Dispatch
import PlaygroundPicture
import Synchronization

extension ViewServer {
    /// `start` for a caller outside Swift concurrency, such as the prompt's read loop: blocks
    /// the calling thread until the server listens or is refused. Never from an async context,
    /// where it would hold one of the few threads the server's own tasks run on.
    package static func startBlocking(
        _ configuration: Configuration = Configuration(), showing picture: some ViewContent, label: String = ""
    )
        throws(ViewServerError)
        -> ViewServer
    {
        try waitFor { () async -> Result<ViewServer, ViewServerError> in
            do throws(ViewServerError) {
                return .success(try await start(configuration, showing: picture, label: label))
            } catch {
                return .failure(error)
            }
        }.get()
    }

    /// `stop` for the same callers: returns once every connection is closed.
    package func stopBlocking() {
        waitFor { await self.stop() }
    }
}

/// Runs `work` as a task and blocks this thread until it is done.
private func waitFor<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<Value?>(nil)
    Task {
        let value = await work()
        result.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return result.withLock { $0! }
}
