enum ViewCommand {
    static let definition = CommandDefinition(
        "view", family: .pictures, forms: [CommandForm(.choice(["on", "off"], .optional))],
        summary: "show the app live in a browser: the phone, the coordinator tree and the controllers, redrawn after every command",
        details: """
            Serves a page on this machine alone and prints its address (http://127.0.0.1:PORT/, the
            first free port from 8600); open it in a browser. After every command the page redraws by
            itself, without reloading: the phone shows the visible screen as `screen` does, with what
            it is presented over; the coordinator tree marks the active coordinator and stale screens;
            the controller tree shows the stacks and presentations; the chain a message from the
            visible screen climbs is numbered in red on both; in a lesson, the step and its goals, each
            ✓ or ✗. The page is read-only and self-contained (nothing is fetched from elsewhere).

            `view off` stops serving, as quitting does; `coordinator-playground --view` starts with it.
            """,
        examples: .lines("view")
    ) { invocation throws(CommandError) in
        let setting = invocation.arguments.first ?? "on"
        guard let on = ["on": true, "off": false].first(where: { $0.key.equalsIgnoringCase(setting) })?.value else {
            throw CommandError.unknown("view setting", setting, among: ["on", "off"])
        }
        // The address is the machine's (the port changes), so the front end prints it, and a
        // transcript, which must replay the same anywhere, records none of it.
        var output = CommandOutput()
        output.picture = on ? .startView : .stopView
        return output
    }
}
