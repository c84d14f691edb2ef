import PlaygroundHost

enum ClearCommand {
    static let definition = CommandDefinition(
        "clear", family: .session,
        summary: "clear the screen (Ctrl-L at the prompt does the same)",
        details: """
            Clears the terminal's screen and starts again at its top. Piped, or in a transcript, it prints
            nothing. At the prompt, Ctrl-L does the same without a command.
            """,
        examples: .unlisted { _ in ["clear"] }
    ) { _ throws(CommandError) in
        var output = CommandOutput()
        output.clearsScreen = true
        return output
    }
}
