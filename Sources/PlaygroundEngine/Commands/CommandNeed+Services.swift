extension CommandNeed {
    /// `services` and `service` act on the services an app delegate hands its coordinators.
    static let services = CommandNeed(.services) { app, elsewhere in
        "the \(app.name) app has no services: its app delegate hands its coordinators nothing to wait for"
            + (elsewhere.map { " (the \($0)'s does: `app \($0)`, then `help services`)" } ?? "")
    }
}
