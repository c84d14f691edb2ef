extension CommandNeed {
    /// The programmer's commands act through what shows the app's screens.
    static let navigation = CommandNeed(.navigation) { app, _ in
        "the \(app.name) app shows its screens through nothing the playground can act through: "
            + "`back`, `tap` and `open` move between them as the user does"
    }
}
