import PlaygroundHost

enum ResetCommand {
    static let definition = CommandDefinition(
        "reset", family: .session, readsApp: false,
        summary: "start over with a freshly launched app",
        details: .naming { app in
            """
            Forgets every command and launches the app again, with the options the session started with
            (\(app.directives.map(\.summary).joined(separator: ", "))). `undo` cannot bring the old app back.
            """
        },
        examples: .unlisted { _ in ["reset"] }
    ) { invocation throws(CommandError) in
        let count = invocation.loggedCount
        var output = CommandOutput("reset: a freshly launched app (\(count) command\(count == 1 ? "" : "s") forgotten)")
        output.sessionChange = .reset
        return output
    }
}
