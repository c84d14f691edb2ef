import Foundation

/// Runs blocking `work` (a program at a terminal, a browser) on a thread of its own, and waits
/// for it without holding one of Swift concurrency's few threads: a test that blocked one for
/// seconds starved the servers other suites run meanwhile. Expectations go after, in the test:
/// an issue recorded on another thread belongs to no test.
func onAThreadOfItsOwn<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
