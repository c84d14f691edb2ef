import Coordinator
import HeadlessUIKit

/// Commands that explain the mechanism behind what the app did: where a message was handled and
/// why there, who handles a message, what keeps an object alive, and the code behind a name.
enum ExplainingCommands {
    static let all = [why, who, holders, CodeCommand.code]

    static let why = CommandDefinition(
        "why", family: .explaining, forms: [CommandForm(ArgumentSlot("MESSAGE", .message, .optional))],
        summary: "why the last message was handled where it was: each responder it met, whether it handles it, what it did",
        details: .naming { app in
            """
            Explains a message sent by the last command that acted on the app (commands that only look, like
            this one, do not count): each responder it met on its way up the chain, whether that responder's
            class handles the message (declares it, so the dispatch offers it) and what it did: passed,
            handled with its note, forwarded or changed it. The first handler that keeps it ends the way.

            Without MESSAGE, the first message the command sent; with it, that message.

            Examples: `why`, `why \(app.helpExamples.messages.first.map { String($0.prefix { $0 != " " }) } ?? "")`
            """
        }
    ) { invocation throws(CommandError) in
        let tryThis = "try `why` after a tap, a select or a send that sends a message (`trace on` prints each as it goes)"
        guard let action = invocation.lastAction else {
            return CommandOutput("no command has acted on the app since it was launched or rebuilt (undo, reset): " + tryThis)
        }
        let deliveries = action.deliveries
        guard let first = deliveries.first else {
            let fired = action.events.compactMap { $0 as? OutputEvent }
            guard fired.isEmpty else { return CommandOutput(WhyRenderer.lines(forOutputs: fired, firedBy: action.command)) }
            return CommandOutput("`\(action.command)` sent no message, so there is nothing to explain: " + tryThis)
        }
        var delivery = first
        if let typed = invocation.arguments.first {
            let sent = deliveries.map(\.messageName)
            guard let chosen = deliveries.first(where: { $0.messageName.equalsIgnoringCase(typed) }) else {
                var unique: [String] = []
                for name in sent where !unique.contains(name) { unique.append(name) }
                throw CommandError("`\(action.command)` sent no \(typed) (it sent: \(unique.joined(separator: ", ")))")
            }
            delivery = chosen
        }
        var lines = WhyRenderer.lines(for: delivery, sentBy: action.command, handlers: invocation.app.appDescription.messageHandlers)
        let others = deliveries.filter { $0 !== delivery }.map(\.messageName)
        if !others.isEmpty {
            lines.append(OutputLine("`\(action.command)` also sent: \(others.joined(separator: ", ")) (`why MESSAGE` explains one)"))
        }
        return CommandOutput(lines)
    }

    static let who = CommandDefinition(
        "who", family: .explaining,
        forms: [
            CommandForm(ArgumentSlot("MESSAGE", .message)),
            CommandForm(ArgumentSlot("MESSAGE", .message), .keyword("from"), ArgumentSlot("RESPONDER", .responder)),
        ],
        summary: "who handles MESSAGE: the classes that declare it, and the responders on the chain that would meet it",
        details: .naming { app in
            """
            Lists the classes of the app that handle MESSAGE (each class declares the messages its `receive` acts
            on, and the dispatch offers a message only to those), which of them are alive, and the ones on the
            chain from the visible screen (or RESPONDER) in the order a message sent there would meet them,
            numbered as `chain` numbers them.

            \(HelpText.examples("who", [app.helpExamples.messages.first.map { String($0.prefix { $0 != " " }) } ?? "", "cartAdd from " + app.helpExamples.responder]))
            """
        }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let messages = app.appDescription.messages.map(\.name)
        let typed = invocation.arguments[0]
        guard let name = messages.first(where: { $0.equalsIgnoringCase(typed) }) else {
            throw CommandError.unknownMessage(typed, among: messages)
        }
        let start = invocation.arguments.count == 3 ? try app.resolveObject(invocation.arguments[2]) : try app.requireVisibleScreen()
        return CommandOutput(
            WhyRenderer.whoLines(for: name, from: start, live: app.runtime.liveObjects, handlers: app.appDescription.messageHandlers))
    }

    static let holders = CommandDefinition(
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

            \(HelpText.examples("holders", [app.helpExamples.runningCoordinator, "HomeViewController"]))
            """
        }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let object = try app.resolveObject(invocation.arguments[0])
        return CommandOutput(HoldersRenderer.lines(for: object, in: OwnershipGraph(of: app)))
    }
}
