import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum HoldersCommand {
    static let definition = CommandDefinition(
        "holders", family: .explaining, forms: [CommandForm(ArgumentSlot("OBJECT", .responder))],
        summary: "what keeps OBJECT alive: every reference that holds it, and the shortest chain of them from a root",
        details: .naming { app in
            """
            Reads the app's memory graph as Xcode's memory graph debugger does: every stored property that keeps
            an object alive (the weak ones, declared by each type, do not). Lists every reference that holds
            OBJECT, then the shortest chain of strong references from a root (the application, which
            UIApplicationMain keeps) down to it: the chain to cut for OBJECT to be freed. An object no chain
            reaches is kept by a cycle, or by a closure's capture, which no stored property shows.

            `objects --why` shows the last link for every live object.
            """
        },
        examples: .naming { app in
            // A screen by its type: the items app has no HomeViewController.
            ["holders " + app.helpExamples.runningCoordinator, "holders " + app.helpExamples.coordinatorScreen.prefix { $0 != "#" }]
        }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let object = try app.resolveObject(invocation.arguments[0])
        return CommandOutput(HoldersRenderer.lines(for: object, in: OwnershipGraph(of: app)))
    }
}
