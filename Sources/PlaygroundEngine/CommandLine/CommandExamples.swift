import PlaygroundHost

/// A command's examples, each a whole line in the running app's own names. `help COMMAND` ends
/// with them, and the tests run each in a fresh session of every app, after the lines the app's
/// `HelpExamples.setups` gives it, so no example `help` shows can stop working unnoticed.
struct CommandExamples: Sendable {
    private let make: @Sendable (AppFacts) -> [String]
    /// Whether `help` shows them: not for a command whose usage already says all (`tree`, `undo`),
    /// whose lines are there for the tests alone.
    let inHelp: Bool

    private init(inHelp: Bool, _ make: @escaping @Sendable (AppFacts) -> [String]) {
        self.inHelp = inHelp
        self.make = make
    }

    /// Examples `help` shows, which may name the app's own things.
    static func naming(_ make: @escaping @Sendable (AppFacts) -> [String]) -> CommandExamples {
        CommandExamples(inHelp: true, make)
    }

    /// Examples `help` shows, the same in every app.
    static func lines(_ lines: String...) -> CommandExamples {
        CommandExamples(inHelp: true) { _ in lines }
    }

    /// Lines only the tests run, for a command whose usage is example enough.
    static func unlisted(_ make: @escaping @Sendable (AppFacts) -> [String]) -> CommandExamples {
        CommandExamples(inHelp: false, make)
    }

    /// The examples in `app`, each with the lines that first bring a fresh app to where it works.
    func examples(for app: AppFacts) -> [CommandExample] {
        make(app).map { CommandExample(line: $0, setup: app.helpExamples.setups[$0] ?? []) }
    }

    /// The last paragraph of `help COMMAND`: `Example: `tap addToCart``, or
    /// `Examples: `select 0`, `select Navy`` for several, each in backticks so that none is split
    /// across two rows; nil when it shows none.
    func paragraph(for app: AppFacts) -> String? {
        let lines = make(app)
        guard inHelp, !lines.isEmpty else { return nil }
        return (lines.count == 1 ? "Example: " : "Examples: ") + lines.map { "`\($0)`" }.joined(separator: ", ")
    }
}

/// One line that shows a command at work, and what a fresh app needs done before it.
package struct CommandExample: Sendable, Equatable {
    package let line: String
    /// The lines that bring a fresh app to where `line` works (`select "Wool Coat"` before
    /// `tap addToCart`); none for most.
    package let setup: [String]
}
