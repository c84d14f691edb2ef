import PlaygroundHost

/// The apps a playground can run, given to it by the program: the engine names no app itself.
/// The first is the one a session starts with.
public struct PlaygroundApps: Sendable {
    public let all: [any PlaygroundApp.Type]

    public init(_ first: any PlaygroundApp.Type, _ others: any PlaygroundApp.Type...) {
        all = [first] + others
    }

    /// The app a session runs unless told otherwise.
    public var first: any PlaygroundApp.Type { all[0] }

    /// A fresh app of the first kind, before any directive.
    public var defaultOptions: StartOptions { StartOptions(app: first) }
}
