/// One app's main run loop, on a virtual clock: the headless stand-in for the main thread, its
/// run loop and the main actor's queue.
///
/// On a device an event is handled in one turn of the main run loop, an animation ends in a later
/// turn, and `async` work resumes when what it awaits is done. Here the same happens in virtual
/// time, which only `settle()` moves: nothing runs behind the caller's back and no wall clock is
/// read, so the same commands always give the same output, however fast the machine is.
///
/// Three kinds of work wait here, all run on the caller's thread by `settle()`:
/// - jobs of the tasks `spawn` started (an `async` message on its way, a service's request), kept
///   on this loop as their executor, so every `await` resumes here, in order;
/// - actions for the next turn (`perform`), as `DispatchQueue.main.async` would run them;
/// - timers (`schedule(after:)`): the end of an animation, a request that takes time.
///
/// Not thread-safe, like the main thread it stands for: one app, one thread.
public final class RunLoop: TaskExecutor, @unchecked Sendable {
    /// Virtual time since the app launched.
    public private(set) var now: Duration = .zero

    private var jobs: [UnownedJob] = []
    private var nextTurn: [() -> Void] = []
    /// Ordered by due time, then by the order they were scheduled (`sequence`), so timers due at
    /// the same instant fire in the order they were set, as a run loop's do.
    private var timers: [Timer] = []
    private var sequence = 0
    /// Set when the app crashed: nothing runs any more.
    private(set) var isHalted = false

    public init() {}

    // MARK: Work

    /// Runs `action` in a later turn, after the work already waiting.
    public func perform(_ action: @escaping () -> Void) {
        guard !isHalted else { return }
        nextTurn.append(action)
    }

    /// Runs `action` once `delay` of virtual time has passed. Cancel it with the returned value.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork {
        sequence += 1
        guard !isHalted else { return ScheduledWork(sequence: sequence) }
        let timer = Timer(due: now + max(delay, .zero), sequence: sequence, action: action)
        let index = timers.firstIndex { ($0.due, $0.sequence) > (timer.due, timer.sequence) } ?? timers.endIndex
        timers.insert(timer, at: index)
        return ScheduledWork(sequence: timer.sequence)
    }

    /// Cancels scheduled work that has not fired yet; does nothing otherwise.
    public func cancel(_ work: ScheduledWork) {
        timers.removeAll { $0.sequence == work.sequence }
    }

    /// Starts `operation` as a task whose every job runs on this loop. App code starts its `async`
    /// work here, never with a bare `Task { }`, which would run on the global executor: in
    /// another order, at another time.
    ///
    /// The operation may capture the app's objects, which are not `Sendable`: every job of the
    /// task runs on this loop, on the app's one thread, so they are never touched from two
    /// threads at once. This is what the main actor guarantees an app; the playground cannot use
    /// Swift's `@MainActor`, which is one per process, since it runs many apps side by side.
    public func spawn(_ operation: @escaping () async -> Void) {
        let work = OnThisLoop(operation: operation)
        Task(executorPreference: self) { await work.operation() }
    }

    /// Suspends the calling task for `duration` of virtual time. Call it from a task `spawn`
    /// started, so that it resumes on this loop.
    public func sleep(for duration: Duration) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            schedule(after: duration) { continuation.resume() }
        }
    }

    /// The executor of the tasks `spawn` starts: their jobs wait here until `settle` runs them.
    public func enqueue(_ job: consuming ExecutorJob) {
        jobs.append(UnownedJob(job))
    }

    // MARK: Settling

    /// Whether anything is waiting: a job, a next-turn action or a timer.
    public var hasPendingWork: Bool {
        !jobs.isEmpty || !nextTurn.isEmpty || !timers.isEmpty
    }

    /// The virtual time at which the earliest timer fires, if any.
    public var nextDue: Duration? { timers.first?.due }

    /// Runs the loop until nothing is waiting, as a device does while a person reads the screen:
    /// all ready jobs and next-turn actions first, then the clock moves to the earliest timer and
    /// it fires; repeated. Stops after `maxSteps` pieces of work (a loop in app code must not
    /// hang the prompt) and returns whether it became idle.
    @discardableResult
    public func settle(maxSteps: Int = 100_000) -> Bool {
        guard !isHalted else { return true }
        var steps = 0
        while steps < maxSteps {
            steps += 1
            if runReadyWork() { continue }
            guard !timers.isEmpty else { return true }
            let timer = timers.removeFirst()
            now = timer.due
            timer.action()
            if isHalted { return true }
        }
        return !hasPendingWork
    }

    /// Stops the loop for good, as a crash stops a device's: the timers and next-turn actions
    /// waiting are dropped (they would keep the crashed app's objects alive), nothing new is
    /// kept, and `settle` returns at once.
    func halt() {
        isHalted = true
        timers.removeAll()
        nextTurn.removeAll()
    }

    /// Runs what is ready now without moving the clock: one job or one next-turn action. Returns
    /// false when there was none.
    public func runReadyWork() -> Bool {
        guard !isHalted else { return false }
        if !jobs.isEmpty {
            let job = jobs.removeFirst()
            job.runSynchronously(on: asUnownedTaskExecutor())
            return true
        }
        if !nextTurn.isEmpty {
            let action = nextTurn.removeFirst()
            action()
            return true
        }
        return false
    }

    private struct Timer {
        let due: Duration
        let sequence: Int
        let action: () -> Void
    }
}

/// A task's operation, handed to the task that runs it on the loop (see `RunLoop.spawn`).
private struct OnThisLoop: @unchecked Sendable {
    let operation: () async -> Void
}

/// A handle on work `RunLoop.schedule(after:)` set for later, to cancel it.
public struct ScheduledWork: Hashable, Sendable {
    fileprivate let sequence: Int
}
