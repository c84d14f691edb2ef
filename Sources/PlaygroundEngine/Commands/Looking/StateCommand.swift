import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum StateCommand {
    static let definition = CommandDefinition(
        "state", family: .looking,
        forms: [CommandForm(ArgumentSlot("PART", .choice, .optional, choices: StateRenderer.Part.allCases.map(\.rawValue)))],
        summary: "the whole app as JSON: visible screen, controller tree, coordinators, services, model (or one PART)",
        details: """
            Prints one JSON document: "visible" (the visible screen), "window" (the controller tree with each
            controller's controls), "coordinators" (the tree with screens, active, queued and stale
            screens), "services" and "model" (the app's own data). The same commands always give the same
            text, so it is what tests and lessons compare.

            With PART (visible, window, coordinators, services or model), only that part's value, written as
            the whole document writes it.
            """,
        examples: .lines("state model", "state coordinators")
    ) { invocation throws(CommandError) in
        let snapshot = AppSnapshot(of: invocation.app, reading: .document)
        guard let typed = invocation.arguments.first else { return CommandOutput(StateRenderer.json(of: snapshot), kind: .data) }
        let part: StateRenderer.Part
        do throws(CommandError) {
            part = try Choice.pick(typed, as: StateRenderer.Part.self, what: "part of state")
        } catch {
            // An object named where a part is: say which commands show one.
            guard let object = invocation.app.namedObject(typed) else { throw error }
            throw error.adding("; " + ObjectHint.text(for: object, refusedBy: "state"))
        }
        return CommandOutput(StateRenderer.json(of: snapshot, part: part), kind: .data)
    }
}
