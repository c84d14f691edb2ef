import Coordinator

extension Session {
    /// Runs `body` inside the app's runtime with the app's top coordinator, as the app's own code
    /// would act on it. For measurements and experiments that need a shape no command can build,
    /// such as a coordinator tree 10,000 levels deep (the benchmarks in Benchmarks/ time `chain`,
    /// `tree` and `state` on one); everything else goes through `execute`.
    ///
    /// What `body` does is not logged: `undo` and `reset` rebuild the app without it. For apps on
    /// radianttap's library (the shop), whose top coordinator is `Coordinating`.
    public func actOnAppCoordinator<Result>(_ body: (any Coordinating) throws -> Result) rethrows -> Result {
        try live.runtime.run {
            guard let top = live.topCoordinator.object as? any Coordinating else {
                preconditionFailure("\(live.topCoordinator.object.objectName) is not a coordinator of radianttap's library")
            }
            let result = try body(top)
            live.runtime.runLoop.settle()
            _ = live.runtime.drainEvents()
            return result
        }
    }
}
