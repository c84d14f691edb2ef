/// One run of a command: the session it acts on and its arguments (the words after its name).
struct Invocation {
    let session: Session
    let arguments: [String]
    /// Set once the command has changed the app; read by the session when the command fails.
    let appTouch: AppTouch

    /// The app, to look at. Changes go through `changingApp`.
    var app: LiveApp { session.live }

    /// Changes the app. The only way a command may: it marks the app touched first, so that a
    /// command refused after changing anything is rolled back by rebuilding (creating even one
    /// object shifts the names of every later one).
    @discardableResult
    func changingApp<Result, Failure: Error>(_ change: (LiveApp) throws(Failure) -> Result) throws(Failure) -> Result {
        appTouch.mark()
        return try change(app)
    }
}

/// Whether a command has changed the app: one per run, shared by the session and the command's
/// `Invocation`.
final class AppTouch {
    private(set) var isTouched = false

    fileprivate func mark() { isTouched = true }
}

/// A delivery a command printed as part of its own output, named as the trace names it.
struct PrintedDelivery: Equatable {
    let message: String
    let sender: String
}
