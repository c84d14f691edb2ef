import PlaygroundHost

enum HelpCommand {
    static let definition = CommandDefinition(
        "help", family: .session, forms: [CommandForm(ArgumentSlot("COMMAND", .command, .optional))],
        summary: "list the commands, or tell all about one",
        details: """
            Without COMMAND, lists every command with one line about it. With COMMAND (any unambiguous
            prefix works), shows how to call it and what it does.
            """,
        examples: .unlisted { _ in ["help", "help tap"] }
    ) { invocation throws(CommandError) in
        let commands = invocation.commands
        guard let name = invocation.arguments.first else { return CommandOutput(document: commands.helpOverview) }
        return CommandOutput(document: commands.help(for: try commands.resolve(name)))
    }
}
