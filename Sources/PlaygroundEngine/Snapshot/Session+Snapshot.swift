extension Session {
    /// The app as it stands now: what lesson goals read, and what tests compare.
    public func appSnapshot() -> AppSnapshot? { live.runtime.run { AppSnapshot(of: live) } }

    /// What a picture draws of the app now: its snapshot without the services, the model and the
    /// live objects, which no picture shows.
    public func pictureSnapshot() -> AppSnapshot? { live.runtime.run { AppSnapshot(of: live, forDrawing: true) } }
}
