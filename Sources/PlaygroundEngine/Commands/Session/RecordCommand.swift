import PlaygroundHost

enum RecordCommand {
    static let definition = CommandDefinition(
        "record", family: .session,
        forms: [CommandForm(ArgumentSlot("FILE|stop", .file), .flag(ForceFlag.word))],
        summary: "write every following command and its output to FILE as a transcript, or stop",
        details: """
            The transcript replays as a regression test (`coordinator-playground replay FILE`). It starts
            with the commands that built the app so far, so it replays from a fresh app; each command is
            written as soon as it has run, so nothing done is lost if the program is interrupted. A file
            already there is replaced only after you say yes, or with `--force` (which piped input needs).
            """,
        examples: .lines("record transcripts/my-flow.transcript")
    ) { invocation throws(CommandError) in
        let (given, replacing) = try ForceFlag.split(invocation.arguments, usage: "record FILE --force")
        guard let target = given else { throw CommandError("usage: record FILE|stop [--force]") }
        var output: CommandOutput
        if target.equalsIgnoringCase("stop") {
            guard !replacing else { throw CommandError("--force goes with a FILE to record to, not with stop") }
            output = CommandOutput("stopped recording")
            output.recording = .stop
        } else {
            output = CommandOutput("recording to \(target)")
            output.recording = .start(path: target, replacing: replacing)
        }
        return output
    }
}
