extension Session {
    /// Runs `body` inside the app's runtime with the app's top coordinator as a `Top` of its
    /// library (radianttap's `any Coordinating` for the shop), as the app's own code would act on
    /// it. For measurements and experiments that need a shape no command can build, such as a
    /// coordinator tree 10,000 levels deep (the benchmarks in Benchmarks/ time `chain`, `tree` and
    /// `state` on one); everything else goes through `execute`. The engine names no library: the
    /// caller does.
    ///
    /// What `body` does is not logged: `undo` and `reset` rebuild the app without it.
    @_spi(Benchmarks) public func actOnTopCoordinator<Top, Result>(as _: Top.Type, _ body: (Top) throws -> Result) rethrows -> Result {
        try live.runtime.run {
            guard let top = live.topCoordinator.object as? Top else {
                preconditionFailure("\(live.topCoordinator.object.objectName) is not a \(Top.self)")
            }
            let result = try body(top)
            live.runtime.runLoop.settle()
            _ = live.runtime.drainEvents()
            return result
        }
    }
}
