import PlaygroundHost

/// How a session's app starts: which app, and the state a transcript's leading directives or a
/// lesson's start set up, each checked by that app.
public struct StartOptions: Equatable, Sendable {
    /// The app a session of these options runs.
    public let app: any PlaygroundApp.Type
    /// The directives, in the order given, as the app spells them (`service catalog pending`):
    /// what the app launches with, and what a recorded transcript opens with.
    public private(set) var directives: [String]

    public init(app: any PlaygroundApp.Type) {
        self.app = app
        self.directives = []
    }

    /// Adds one directive once the app has checked it; throws with a readable reason, naming
    /// the directives there are when the first word names none.
    public mutating func apply(directive: String) throws(StartOptionsError) {
        let kinds = app.appDescription.directives
        let name = directive.prefix { $0 != " " }
        guard kinds.contains(where: { $0.name == name }) else {
            var message = "unknown directive '\(directive)'"
            if !kinds.isEmpty { message += " (directives: \(kinds.map(\.usage).joined(separator: ", ")))" }
            throw StartOptionsError(message: message)
        }
        do throws(AppRefusal) {
            directives.append(try app.checkDirective(directive))
        } catch {
            throw StartOptionsError(message: CommandError(refusal: error).message)
        }
    }

    public static func == (lhs: StartOptions, rhs: StartOptions) -> Bool {
        lhs.app == rhs.app && lhs.directives == rhs.directives
    }
}

public struct StartOptionsError: Error, Equatable, Sendable {
    public var message: String
}
