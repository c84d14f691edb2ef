import PlaygroundHost

/// How a session's app starts: which app, and the state a transcript's leading directives or a
/// lesson's start set up, each checked by that app.
public struct StartOptions: Equatable, Sendable {
    /// The app a session of these options runs.
    package private(set) var app: any PlaygroundApp.Type
    /// The directives, in the order given, as the app spells them (`service catalog pending`):
    /// what the app launches with, and what a recorded transcript opens with.
    package private(set) var directives: [String]
    /// The apps `app NAME` may pick, the first the one a session runs unless told otherwise.
    package let available: [any PlaygroundApp.Type]

    package init(app: any PlaygroundApp.Type) {
        self.init(app: app, available: [app])
    }

    init(app: any PlaygroundApp.Type, available: [any PlaygroundApp.Type]) {
        self.app = app
        self.directives = []
        self.available = available.contains { $0 == app } ? available : [app] + available
    }

    /// The word that picks the app, before the app's own directives: `app items`.
    static let appDirective = "app"

    /// Adds one directive once the app has checked it; throws with a readable reason, naming
    /// the directives there are when the first word names none. `app NAME` picks the app the
    /// others are for, so it comes first.
    package mutating func apply(directive: String) throws(StartOptionsError) {
        let name = directive.prefix { $0 != " " }
        if name == Self.appDirective {
            try pick(app: String(directive.dropFirst(name.count)).trimmingWhitespace())
            return
        }
        let kinds = app.appDescription.directives
        guard kinds.contains(where: { $0.name == name }) else {
            var message = "unknown directive '\(directive)'"
            let usages = kinds.map(\.usage) + (available.count > 1 ? ["app NAME"] : [])
            if !usages.isEmpty { message += " (directives: \(usages.joined(separator: ", ")))" }
            throw StartOptionsError(message: message)
        }
        do throws(AppRefusal) {
            directives.append(try app.checkDirective(directive))
        } catch {
            throw StartOptionsError(message: CommandError(refusal: error).message)
        }
    }

    /// Picks one of `available` by name, before any directive of an app.
    private mutating func pick(app typed: String) throws(StartOptionsError) {
        let names = available.map { $0.appDescription.name }
        guard let chosen = available.first(where: { $0.appDescription.name.equalsIgnoringCase(typed) }) else {
            throw StartOptionsError(message: CommandError.unknown("app", typed, among: names).message)
        }
        guard directives.isEmpty else {
            throw StartOptionsError(
                message: "'app \(typed)' comes before the directives of an app, since it picks the app they are for")
        }
        app = chosen
    }

    /// The directives a transcript opens with to replay these options: `app NAME` first when
    /// the app is not the one a session runs unless told, then the app's own.
    package var transcriptDirectives: [String] {
        (app == available.first ? [] : ["\(Self.appDirective) \(app.appDescription.name)"]) + directives
    }

    public static func == (lhs: StartOptions, rhs: StartOptions) -> Bool {
        lhs.app == rhs.app && lhs.directives == rhs.directives
    }
}
