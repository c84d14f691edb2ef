import PlaygroundHost

/// What `help` says of a command, which may name the running app's own things: its pages, its
/// messages, examples in its names. Plain text for the rest.
struct CommandText: ExpressibleByStringLiteral, Sendable {
    private let make: @Sendable (AppDescription) -> String

    init(stringLiteral text: String) {
        make = { _ in text }
    }

    private init(_ make: @escaping @Sendable (AppDescription) -> String) {
        self.make = make
    }

    /// Text that names the app's own things.
    static func naming(_ make: @escaping @Sendable (AppDescription) -> String) -> CommandText {
        CommandText(make)
    }

    func text(for app: AppDescription) -> String { make(app) }
}
