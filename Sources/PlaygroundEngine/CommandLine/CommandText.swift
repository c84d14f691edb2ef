import PlaygroundHost

/// What `help` says of a command, which may name the running app's own things: its pages, its
/// messages, examples in its names, its library's words. Plain text for the rest.
struct CommandText: ExpressibleByStringLiteral, Sendable {
    private let make: @Sendable (AppFacts) -> String

    init(stringLiteral text: String) {
        make = { _ in text }
    }

    private init(_ make: @escaping @Sendable (AppFacts) -> String) {
        self.make = make
    }

    /// Text that names the app's own things.
    static func naming(_ make: @escaping @Sendable (AppFacts) -> String) -> CommandText {
        CommandText(make)
    }

    func text(for app: AppFacts) -> String { make(app) }
}
