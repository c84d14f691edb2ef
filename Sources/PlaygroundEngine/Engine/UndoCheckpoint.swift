/// What keeps `undo` instant at the prompt: a second app, built from every logged line but the
/// last, so `undo` takes it over instead of replaying the whole log (milliseconds after a few
/// hundred commands).
///
/// It is built in the pauses between commands (`Session.doIdleWork`, called by the front end
/// while the person reads and types, and a little after each piped command, which has no
/// pauses), one logged line at a time, on the session's own thread:
/// no locks, and nothing runs beside a command. Object names match because both apps are made
/// by the same commands from the same start. An app can be taken only once, so after `undo` the
/// next checkpoint starts again from a fresh app; the app `undo` replaced is freed in the pause
/// too, since freeing hundreds of objects is most of what an instant undo would cost.
struct UndoCheckpoint {
    /// The checkpoint's own session (it keeps no log); nil until the first piece of idle work
    /// after a start or a take.
    private var session: Session?
    /// How many of the log's lines built `session`, and where the next one starts in the log.
    private var builtCount = 0
    private var nextByte = 0
    /// Apps taken out of service, freed one per piece of idle work.
    private var retired: [LiveApp] = []

    /// Whether the checkpoint is behind the `target` first lines of the log, or has an app to
    /// free. With no target (nothing logged, nothing to undo) nothing is built: the first prompt
    /// waits for no second app.
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
            session = Session(checkpointOf: owner)
            builtCount = 0
            nextByte = 0
            return true
        }
        guard builtCount < target else { return false }
        let (line, next) = log.entry(startingAt: nextByte)
        session.replay(line)
        builtCount += 1
        nextByte = next
        return true
    }

    /// The app built from exactly the first `count` logged lines, or nil when the checkpoint has
    /// not got there. Taking it starts the checkpoint over.
    mutating func takeApp(builtFrom count: Int) -> LiveApp? {
        guard let session, builtCount == count else { return nil }
        defer { startOver() }
        return session.live
    }

    /// The log was rebuilt from other lines: what the checkpoint built no longer applies.
    mutating func startOver() {
        session = nil
    }

    /// Keeps `app`, just replaced, to free in a pause.
    mutating func retire(_ app: LiveApp) {
        retired.append(app)
    }
}
