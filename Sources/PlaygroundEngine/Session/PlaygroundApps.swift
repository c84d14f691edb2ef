import PlaygroundHost

/// The apps a playground can run, given to it by the program: the engine names no app itself.
/// The first is the one a session starts with; `app NAME` switches to another.
public struct PlaygroundApps: Sendable {
    package let all: [any PlaygroundApp.Type]

    public init(_ first: any PlaygroundApp.Type, _ others: any PlaygroundApp.Type...) {
        all = [first] + others
    }

    /// The app a session runs unless told otherwise.
    package var first: any PlaygroundApp.Type { all[0] }

    /// A fresh app of the first kind, before any directive; `app NAME` may pick another.
    public var defaultOptions: StartOptions { StartOptions(app: first, available: all) }

    /// A fresh app of the one named, or nil when there is none of that name.
    package func options(forApp name: String) -> StartOptions? {
        var options = defaultOptions
        do throws(StartOptionsError) {
            try options.apply(directive: "\(StartOptions.appDirective) \(name)")
        } catch {
            return nil
        }
        return options
    }

    /// The names, in order, as `app` and `--app` take them.
    package var names: [String] { all.map { $0.appDescription.name } }
}
