import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum ChainCommand {
    static let definition = CommandDefinition(
        "chain", family: .looking, forms: [CommandForm(ArgumentSlot("RESPONDER", .responder, .optional))],
        summary: "the coordinatingResponder chain a message climbs, from the visible screen or RESPONDER",
        details: .naming { app in
            """
            Lists, in order, every responder a message sent from RESPONDER (by default the visible screen)
            would reach, and the rule that led to each: a controller goes to its parentCoordinator, else its
            parent, else whoever presents it, else its view's superview; a coordinator goes to its parent.
            `via override`: the class of the row above overrides coordinatingResponder (the top coordinator
            names the scene delegate, which names its window); from the window on, UIKit's own `next`.

            RESPONDER is any object by name or type, a section's coordinator (`\(app.helpExamples.section)`), or a
            control of the visible screen by id or the start of one (`\(app.helpExamples.button)`).
            """
        },
        examples: .naming { app in ["chain " + app.helpExamples.responder, "chain " + app.helpExamples.button] }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let start = if let name = invocation.arguments.first { try app.responder(named: name) } else { try app.requireVisibleScreen() }
        var lines = ChainRenderer.lines(from: start, in: app.kind)
        if let note = app.appDescription.words.chainNote { lines.append(OutputLine(note)) }
        return CommandOutput(lines)
    }
}
