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
            let result = try body(live.topCoordinator)
            live.runtime.runLoop.settle()
            _ = live.runtime.drainEvents()
            return result
        }
    }
}
