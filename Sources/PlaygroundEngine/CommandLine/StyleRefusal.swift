import PlaygroundHost

/// Why a command has nothing to act on in this app, in a sentence that teaches the difference
/// between the styles: an app whose screens report through closures sends no messages, and an
/// app without services queues nothing. The session asks before it runs a command, so such a
/// refusal changes nothing.
enum StyleRefusal {
    static func reason(for command: String, arguments: [String], in app: AppDescription) -> String? {
        let name = app.name
        let closures = app.style == .routerAndClosures && app.messages.isEmpty
        switch command {
        case "send" where closures:
            return "the \(name) app's screens send no messages: each reports through closures its coordinator set on it, "
                + "not up the responder chain; `outputs` lists where the visible screen's lead"
        case "who" where closures:
            return "the \(name) app has no messages, so nothing handles one: each closure of a screen leads straight to "
                + "the coordinator method that wired it (`outputs SCREEN`)"
        case "queue" where app.services.isEmpty && app.messages.isEmpty:
            return "the \(name) app's coordinators queue nothing: they take no messages and the app has no services "
                + "(the shop's queue messages for a service that is not ready: `app shop`, then `help queue`)"
        case "services" where app.services.isEmpty, "service" where app.services.isEmpty:
            return "the \(name) app has no services: its app delegate hands its coordinators nothing to wait for "
                + "(the shop's does: `app shop`, then `help services`)"
        case "notify" where app.style != .routerAndClosures:
            return "the \(name) app takes no push notifications: its links come through `open`; the items app's "
                + "AppDelegate reads a notification's payload (`app items`, then `help notify`)"
        default:
            return nil
        }
    }

    /// What `help COMMAND` says instead of the command's own details in an app where the command
    /// has nothing to act on (or, for `why`, acts on closures instead of messages).
    static func helpDetails(for command: String, in app: AppDescription) -> String? {
        if command == "why", app.style == .routerAndClosures, app.messages.isEmpty {
            return """
                Explains the last command that acted on the app (commands that only look do not count): the
                whole way from the closure output it fired, in order: the object and the method the coordinator
                that made its screen wired it to, each report to a parent (its listener) and the closure it
                reached, the coordinators' decisions (children added and removed), their routers' calls
                (`popModule`, `setRootModule`, ...) and what the navigation controllers did. The \(app.name) app
                sends no messages: MESSAGE names one of the outputs the command fired, to start there.

                Examples: `why`, `why onDone`
                """
        }
        guard let reason = reason(for: command, arguments: ["MESSAGE"], in: app) else { return nil }
        return "Not in this app: " + reason + "."
    }
}
