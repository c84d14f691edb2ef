extension Session {
    /// The app as it stands now: what lesson goals read, and what tests compare.
    public func appSnapshot() -> AppSnapshot? { live.runtime.run { AppSnapshot(of: live) } }
}
