/// What the pauses between commands are for: rebuilding the app an `undo` left to rebuild, and
/// freeing the app it replaced. `undo` itself only shortens the log (see `Session.live`); the
/// app of the remaining lines is built here, one logged line at a time, while the person reads
/// and types (`Session.doPauseWork`, which the prompt calls until a key arrives), on the
/// session's own thread: no locks, and nothing runs beside a command. A command that reads the
/// app before the rebuild is done finishes it first.
///
/// The playground once kept a second app here, one command behind, for `undo` to take over:
/// it doubled the memory of every screen, and an `undo` that only shortens the log is as
/// instant (Benchmarks/README.md has both figures).
struct PauseRebuild {
    /// The session the app is rebuilt in (it keeps no log); nil until the first piece of work
    /// after an `undo`.
    private var session: Session?
    /// How many of the log's lines built `session`, and where the next one starts in the log.
    private var builtCount = 0
    private var nextByte = 0
    /// Apps taken out of service, freed one per piece of work: freeing thousands of objects is
    /// most of what an instant `undo` would otherwise cost.
    private var retired: [RunningApp] = []
    /// How many logged lines the rebuilds have replayed, for the tests that hold undo linear.
    private(set) var linesReplayed = 0

    /// Whether there is an app to free, or an app of the `target` first lines to build (nil
    /// when none is awaited).
    func hasWork(upTo target: Int?) -> Bool {
        guard retired.isEmpty else { return true }
        guard let target else { return false }
        return session == nil || builtCount != target
    }

    /// One piece of work: frees a retired app, or starts a fresh app of `owner`'s, or replays the
    /// next line of `log` into it, towards its `target` first lines. Returns false when there
    /// was nothing to do.
    mutating func doWork(log: CommandLog, upTo target: Int?, for owner: Session) -> Bool {
        if !retired.isEmpty {
            retired.removeLast()
            return true
        }
        guard let target else { return false }
        guard let session, builtCount <= target else {
            session = Session(rebuildingFor: owner)
            builtCount = 0
            nextByte = 0
            return true
        }
        guard builtCount < target else { return false }
        let (line, next) = log.entry(startingAt: nextByte)
        session.replay(line)
        builtCount += 1
        linesReplayed += 1
        nextByte = next
        return true
    }

    /// The app built from exactly the first `count` logged lines, or nil when the rebuild has
    /// not got there. Taking it ends the rebuild.
    mutating func takeApp(builtFrom count: Int) -> RunningApp? {
        guard let session, builtCount == count else { return nil }
        defer { startOver() }
        return session.live
    }

    /// The log was rebuilt from other lines: what was built no longer applies.
    mutating func startOver() {
        session = nil
    }

    /// Keeps `app`, just replaced, to free in a pause.
    mutating func retire(_ app: RunningApp) {
        retired.append(app)
    }
}
