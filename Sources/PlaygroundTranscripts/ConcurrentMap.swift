import Foundation
import PlaygroundEngine

extension Array where Element: Sendable {
    /// `map`, with the elements transformed in parallel on all cores; the results keep the
    /// elements' order. Each call of `transform` runs on one thread from start to end, so whatever
    /// it creates (e.g. a `Session`, which is not thread-safe) stays on that thread.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(self[index]), at: index)
        }
        return slots.results
    }
}

/// The results of a `concurrentMap`, written from many threads, one slot each, under a lock.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    var results: [Result] {
        lock.withLock { slots.map { $0! } }
    }
}
