import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum OutputsCommand {
    static let definition = CommandDefinition(
        "outputs", family: .looking, forms: [CommandForm(ArgumentSlot("OBJECT", .responder, .optional))],
        summary: "the closure outputs of the visible screen (or OBJECT) and what each is wired to: coordinator and method",
        details: .naming { app in
            """
            Lists each closure output a screen declares (`onSignUpButtonTap`), in its order, and where it leads:
            the object and the method the coordinator that made the screen wired it to, or "nothing (not
            wired)". It is the closure style's counterpart of `chain`: a message climbs the chain until a
            responder handles it, while a closure goes to the one place it was set to. `trace on` prints each
            output as it fires, `why` the ones the last command fired.

            OBJECT is any object by name or type (a screen lower on a stack, a coordinator with outputs of its own).
            """
        },
        examples: .naming { app in ["outputs", "outputs " + app.words.outputsExample] }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let object = if let name = invocation.arguments.first { try app.resolveObject(name) } else { try app.requireVisibleScreen() }
        let live = Set(app.runtime.liveObjects.map(\.objectID))
        return CommandOutput(OutputsRenderer.lines(for: object, live: live, withoutOutputs: app.appDescription.words.withoutOutputs))
    }
}
