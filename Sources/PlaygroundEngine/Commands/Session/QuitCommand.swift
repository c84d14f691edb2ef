import PlaygroundHost

enum QuitCommand {
    static let definition = CommandDefinition(
        "quit", aliases: ["exit"], family: .session,
        summary: "leave the playground",
        details: "Ends the session. At a terminal, Ctrl-D on an empty line does the same.",
        examples: .unlisted { _ in ["quit", "exit"] }
    ) { _ throws(CommandError) in
        var output = CommandOutput()
        output.shouldQuit = true
        return output
    }
}
