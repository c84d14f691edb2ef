import Dispatch
import Foundation

/// What keeps `undo` instant: a second app, built on a thread of its own from the same logged
/// commands as the session's but always one command behind, so `undo` takes it over instead of
/// replaying the whole log (which costs milliseconds after a few hundred commands).
///
/// The checkpoint replays each logged line once the next one is logged, a moment after the
/// command (see `pause`); `undo` waits for it to catch up (at the prompt it has long done so),
/// takes its app, and a new checkpoint starts building one command behind the app taken, from
/// scratch, while the person reads and types.
/// Object names match because both apps are made by the same commands from the same start.
///
/// Owned by one session and called only from that session's thread; the checkpoint's own
/// session lives on `queue` until its app is taken, and from then on is the caller's.
final class UndoCheckpoint: @unchecked Sendable {
    private let options: StartOptions
    private let queue = DispatchQueue(label: "coordinator-playground.undo-checkpoint")
    /// On `queue` only: the app one command behind, and how many logged lines built it.
    private var session: Session?
    private var builtCount = 0
    /// On the owner's thread only: the last logged line, which the checkpoint applies when the
    /// next is logged (so it stays one behind).
    private var lastLine: String?

    init(options: StartOptions) {
        self.options = options
        restart(replaying: [], thenFollowing: nil)
    }

    /// The session logged `line`.
    func follow(_ line: String) {
        if let previous = lastLine { schedule(.apply(previous)) }
        lastLine = line
    }

    /// Starts over from a fresh app: builds it from `lines`, then follows from `next` (the last
    /// line logged, which it stays behind).
    func restart(replaying lines: [String], thenFollowing next: String?) {
        lastLine = next
        schedule(.restart(lines))
    }

    // MARK: Work, done in the pause after a command

    private enum Work {
        case restart([String])
        case apply(String)
    }

    /// Work waits this long before the checkpoint's thread does it: replaying beside the command
    /// being timed made that command twice as slow (both threads allocate and count references
    /// on two cores), and at the prompt a person takes far longer to read and type.
    private static let pause = DispatchTimeInterval.milliseconds(2)
    private let lock = NSLock()
    /// Under `lock`: work given and not started, oldest first.
    private var pending: [Work] = []

    private func schedule(_ work: Work) {
        let isFirst = lock.withLock {
            pending.append(work)
            return pending.count == 1
        }
        if isFirst { queue.asyncAfter(deadline: .now() + Self.pause) { self.doPendingWork() } }
    }

    /// On `queue`.
    private func doPendingWork() {
        let work = lock.withLock {
            defer { pending.removeAll() }
            return pending
        }
        for item in work {
            switch item {
            case .restart(let lines):
                let session = Session(options: options, instantUndo: false)
                for line in lines { session.replay(line) }
                self.session = session
                builtCount = lines.count
            case .apply(let line):
                guard let session else { continue }
                session.replay(line)
                builtCount += 1
            }
        }
    }

    /// The app built from exactly the first `count` logged lines, waiting for the checkpoint to
    /// catch up; nil when it is not that app. The checkpoint is spent: `restart` it.
    func takeApp(builtFrom count: Int) -> LiveApp? {
        queue.sync {
            doPendingWork()
            defer { session = nil }
            guard let session, builtCount == count else { return nil }
            return session.live
        }
    }

    /// Frees the app `undo` replaced on the checkpoint's thread: freeing a whole app, hundreds
    /// of objects, is most of what an undo would otherwise cost. Nothing else holds the app.
    func dispose(of app: LiveApp) {
        let box = UncheckedBox(app)
        queue.asyncAfter(deadline: .now() + Self.pause) { _ = box }
    }

    /// Returns once the checkpoint has done all it was given.
    /// Waits (spinning: this thread stays ready, as in a loop of commands) for the checkpoint's
    /// thread to do the work.
    func waitUntilCaughtUp() {
        while lock.withLock({ !pending.isEmpty }) { sched_yield() }
        queue.sync {}
    }
}

/// Carries an object no other thread touches any more to the thread that frees it.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
