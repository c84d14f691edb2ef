import HeadlessUIKit

/// One run of a command: the app it acts on, its arguments (the words after its name), and what
/// it may know of the session. It changes the app only through `changingApp`; what it wants of
/// the session (tracing, undo, reset) it asks for in its `CommandOutput`.
struct Invocation {
    /// The app, to look at. Changes go through `changingApp`. Only a command that declares it
    /// reads no app (`CommandDefinition.readsApp`) may run without one: after `undo` the app
    /// waits to be rebuilt until a command reads it.
    var app: RunningApp {
        guard let liveApp else { preconditionFailure("a command that declares it reads no app read it") }
        return liveApp
    }
    private let liveApp: RunningApp?
    /// How the session's app started, and the apps it could switch to.
    let options: StartOptions
    let arguments: [String]
    /// The commands at this prompt, as `help` lists them.
    let commands: CommandCatalog
    /// How many commands built the app so far, and the last of them, as `reset` and `undo`
    /// report them.
    let loggedCount: Int
    let lastLogged: String?
    /// The last command that acted on the app and the messages it sent, for `why`; nil before
    /// any, and after `undo` or `reset` rebuilt the app.
    let lastAction: LastAction?
    /// Set once the command has changed the app; read by the session when the command fails.
    let appTouch: AppTouch

    init(
        app: RunningApp?, options: StartOptions, arguments: [String], commands: CommandCatalog, loggedCount: Int, lastLogged: String?,
        lastAction: LastAction?, appTouch: AppTouch
    ) {
        self.liveApp = app
        self.options = options
        self.arguments = arguments
        self.commands = commands
        self.loggedCount = loggedCount
        self.lastLogged = lastLogged
        self.lastAction = lastAction
        self.appTouch = appTouch
    }

    /// Changes the app. The only way a command may: it marks the app touched first, so that a
    /// command refused after changing anything is rolled back by rebuilding (creating even one
    /// object shifts the names of every later one).
    @discardableResult
    func changingApp<Result, Failure: Error>(_ change: (RunningApp) throws(Failure) -> Result) throws(Failure) -> Result {
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
