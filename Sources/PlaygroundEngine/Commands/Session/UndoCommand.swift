import PlaygroundHost

enum UndoCommand {
    static let definition = CommandDefinition(
        "undo", family: .session, readsApp: false,
        summary: "take back the last command that changed the app (the app is rebuilt from the others)",
        details: """
            The app is rebuilt from scratch by replaying every command that changed it but the last, so
            the result is exactly the app those commands make, object names included.
            """,
        examples: .unlisted { _ in ["undo"] }
    ) { invocation throws(CommandError) in
        guard let last = invocation.lastLogged else {
            throw CommandError("nothing to undo: no command has changed the app since it launched")
        }
        var output = CommandOutput("undid: \(last)")
        output.sessionChange = .undo
        return output
    }
}
