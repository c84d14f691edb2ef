import Coordinator

extension Session {
    /// Runs `body` inside the app's runtime with the app's top coordinator, as the app's own code
    /// would act on it. For measurements and experiments that need a shape no command can build,
    /// such as a coordinator tree 10,000 levels deep (the benchmarks in Benchmarks/ time `chain`,
    /// `tree` and `state` on one); everything else goes through `execute`.
    ///
    /// What `body` does is not logged: `undo` and `reset` rebuild the app without it.
    public func actOnAppCoordinator<Result>(_ body: (any Coordinating) throws -> Result) rethrows -> Result {
        try live.runtime.run {
            let result = try body(live.shop.appCoordinator)
            _ = live.runtime.drainEvents()
            return result
        }
    }

    /// Returns once the undo checkpoint (see `UndoCheckpoint`) has caught up with the commands
    /// run so far, as it does at the prompt while a person reads and types. Measurements of one
    /// command at a time call it between commands, so each command is timed from where a person
    /// would type it, not while the previous one's background work is still under way.
    public func waitUntilSettled() {
        undoCheckpoint?.waitUntilCaughtUp()
    }
}
