import HeadlessUIKit
import PlaygroundHost
import TextLayout

/// Commands that explain the mechanism behind what the app did: where a message was handled and
/// why there, who handles a message, what keeps an object alive, and the code behind a name.
enum ExplainingCommands {
    static let all = [why, who, holders, CodeCommand.code]

    static let why = CommandDefinition(
        "why", family: .explaining, forms: [CommandForm(ArgumentSlot("MESSAGE", .message, .optional))],
        summary:
            "why the last message was handled where it was: each responder it met, whether it handles it, what it did (after a closure output, its whole way)",
        details: .naming { app in
            """
            Explains a message sent by the last command that acted on the app (commands that only look, like
            this one, do not count): each responder it met on its way up the chain, whether that responder's
            class handles the message (declares it, so the dispatch offers it) and what it did: passed,
            handled with its note, forwarded or changed it. The first handler that keeps it ends the way.

            Without MESSAGE, the first message the command sent; with it, that message.

            After a command that fired a closure output instead, the whole way from it, in order: the method
            it ran, each report to a parent (`onFinish`, a listener) and the closure it reached, the
            coordinators' decisions (children started, stopped, added, removed), their routers' calls and
            what the navigation controllers did. MESSAGE may name one of the outputs it fired (`onDone`).

            Examples: `why`, `why \(app.helpExamples.messages.first.map { String($0.prefix { $0 != " " }) } ?? "onDone")`
            """
        },
        without: (.messages, .naming { app in app.words.whyDetailsWithoutMessages })
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let tryThis = app.appDescription.words.whyTryThis
        guard let action = invocation.lastAction else {
            return CommandOutput("no command has acted on the app since it was launched or rebuilt (undo, reset): " + tryThis)
        }
        let deliveries = action.deliveries
        let fired = action.events.compactMap { $0 as? OutputEvent }
        if let typed = invocation.arguments.first {
            if let chosen = deliveries.first(where: { $0.messageName.equalsIgnoringCase(typed) }) {
                return CommandOutput(messageLines(for: chosen, of: action, fired: fired, in: app))
            }
            if let output = fired.first(where: {
                $0.output.equalsIgnoringCase(typed) || "\($0.owner).\($0.output)".equalsIgnoringCase(typed)
            }) {
                return CommandOutput(outputLines(from: output, of: action, in: app))
            }
            var sent: [String] = []
            for name in deliveries.map(\.messageName) + fired.map({ "\($0.owner).\($0.output)" }) where !sent.contains(name) {
                sent.append(name)
            }
            let what = deliveries.isEmpty ? "fired" : fired.isEmpty ? "sent" : "sent and fired"
            throw CommandError(
                "`\(action.command)` sent no \(typed)"
                    + (sent.isEmpty
                        ? " (it sent no message and fired no closure output)" : " (it \(what): \(sent.joined(separator: ", ")))"))
        }
        if let first = deliveries.first { return CommandOutput(messageLines(for: first, of: action, fired: fired, in: app)) }
        if let first = fired.first { return CommandOutput(outputLines(from: first, of: action, in: app)) }
        let nothing = app.appDescription.words.whyNothing
        return CommandOutput("`\(action.command)` \(nothing), so there is nothing to explain: " + tryThis)
    }

    /// A message's way, and the command's other messages and outputs, each `why NAME` explains.
    private static func messageLines(for delivery: any MessageDelivery, of action: LastAction, fired: [OutputEvent], in app: LiveApp)
        -> [OutputLine]
    {
        var lines = WhyRenderer.lines(for: delivery, sentBy: action.command, handlers: app.appDescription.messageHandlers)
        let others = action.deliveries.filter { $0 !== delivery }.map(\.messageName)
        if !others.isEmpty {
            lines.append(OutputLine("`\(action.command)` also sent: \(others.joined(separator: ", ")) (`why MESSAGE` explains one)"))
        }
        if !fired.isEmpty {
            let outputs = fired.count == 1 ? "a closure output" : "closure outputs"
            lines.append(
                OutputLine(
                    "`\(action.command)` also fired \(outputs): \(fired.map { "\($0.owner).\($0.output)" }.joined(separator: ", "))"
                        + " (`why \(fired[0].output)` follows \(fired.count == 1 ? "it" : "one"))"))
        }
        return lines
    }

    /// The way from a closure output, with the `code` that shows the method it ran: named by the
    /// wiring, which says the method (`done`, `userAsksForCityPicker(.single)`); a wiring that
    /// names an expression (`signUpView.conformTermsAgreement`) gets none. The name is not looked
    /// up in the source: `why` does not parse the app for a pointer.
    private static func outputLines(from output: OutputEvent, of action: LastAction, in app: LiveApp) -> [String] {
        guard let story = OutputStory(from: output, in: action.events) else { return [] }
        var methodCode: String?
        if let wiring = output.wiring, !app.kind.sourceFiles.isEmpty {
            let method = wiring.method.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !method.isEmpty, method.count == wiring.method.count || wiring.method.dropFirst(method.count).first == "(" {
                methodCode = "\(wiring.listener.typeName).\(method)"
            }
        }
        var messages: [String] = []
        for name in action.deliveries.map(\.messageName) where !messages.contains(name) { messages.append(name) }
        return WhyRenderer.lines(forOutputStory: story, firedBy: action.command, messages: messages, methodCode: methodCode)
    }

    static let who = CommandDefinition(
        "who", family: .explaining,
        forms: [
            CommandForm(ArgumentSlot("MESSAGE", .message)),
            CommandForm(ArgumentSlot("MESSAGE", .message), .keyword("from"), ArgumentSlot("RESPONDER", .responder)),
        ],
        needs: CommandNeed(.messages) { app, _ in
            "the \(app.name) app has no messages, so nothing handles one: \(app.words.insteadOfHandlers)"
        },
        summary:
            "who handles MESSAGE: the classes that declare it, and the responders on the chain that would meet it (given an object, who takes the messages that reach it)",
        details: .naming { app in
            """
            Lists the classes of the app that handle MESSAGE (each class declares the messages its `receive` acts
            on, and the dispatch offers a message only to those), which of them are alive, and the ones on the
            chain from the visible screen (or RESPONDER) in the order a message sent there would meet them,
            numbered as `chain` numbers them.

            Given an object instead of a message (a screen, a coordinator, a control, by name, type or section),
            who takes the messages that reach it: the responders on the chain from it that handle any, in
            order, each with the messages it handles.

            \(HelpText.examples("who", [app.helpExamples.messages.first.map { String($0.prefix { $0 != " " }) } ?? "", "cartAdd from " + app.helpExamples.responder, app.helpExamples.runningCoordinator]))
            """
        }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let messages = app.appDescription.messages.map(\.name)
        let typed = invocation.arguments[0]
        guard let name = messages.first(where: { $0.equalsIgnoringCase(typed) }) else {
            guard invocation.arguments.count == 1 else { throw CommandError.unknownMessage(typed, among: messages) }
            let object = try objectInsteadOfMessage(typed, in: app, messages: messages)
            return CommandOutput(WhyRenderer.whoLines(takingFrom: object, handlers: app.appDescription.messageHandlers, in: app.kind))
        }
        let start = invocation.arguments.count == 3 ? try app.resolveObject(invocation.arguments[2]) : try app.requireVisibleScreen()
        return CommandOutput(
            WhyRenderer.whoLines(
                for: name, from: start, live: app.runtime.liveObjects, handlers: app.appDescription.messageHandlers, in: app.kind))
    }

    /// The object `who OBJECT` means by a name that is no message; an object name that fits
    /// several says so, and a name that is neither gets the suggestion either would.
    private static func objectInsteadOfMessage(_ typed: String, in app: LiveApp, messages: [String]) throws(CommandError) -> Responder {
        let live = app.runtime.liveObjects
        if case .ambiguous(let several) = NameResolver.object(typed, in: live, name: \.objectID) {
            throw LiveApp.ambiguity(typed, several.map(\.objectName))
        }
        if let object = try? app.resolveObject(typed) { return object }
        if let suggestion = Suggestion.closest(to: typed, among: messages + live.map(\.objectName)) {
            throw CommandError("unknown message or object '\(typed)'; did you mean \(suggestion)?")
        }
        throw CommandError(
            "unknown message or object '\(typed)': `who` takes a message (the app's: \(messages.joined(separator: ", "))) "
                + "or an object as `objects` lists it")
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
