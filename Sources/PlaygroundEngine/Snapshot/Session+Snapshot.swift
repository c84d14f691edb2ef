extension Session {
    /// The app as it stands now: what lesson goals read, and what tests compare.
    public func appSnapshot() -> AppSnapshot? { live.runtime.run { AppSnapshot(of: live) } }

    /// What a picture draws of the app now: its snapshot without the services, the model and the
    /// live objects, which no picture shows.
    public func pictureSnapshot() -> AppSnapshot? { live.runtime.run { AppSnapshot(of: live, reading: .picture) } }

    /// What the last command that acted on the app did (its messages and their hops, the closure
    /// outputs it fired, its transitions), made from what `why` keeps: built only when a picture
    /// asks, so the command itself pays nothing for it. After a refused command, `undo`, `reset`
    /// or `app`, what became of that one instead (`CommandStory.Ending`). Nil before any.
    public func lastCommandStory() -> CommandStory? {
        lastTurn ?? lastAction.map { CommandStory(command: $0.command, recorded: $0.tracedEvents) }
    }
}
