import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum WhyCommand {
    static let definition = CommandDefinition(
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
            """
        },
        without: (.messages, .naming { app in app.words.whyDetailsWithoutMessages }),
        examples: .naming { app in ["why", "why " + (app.helpExamples.messages.first.map { String($0.prefix { $0 != " " }) } ?? "onDone")] }
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
    private static func messageLines(for delivery: any MessageDelivery, of action: LastAction, fired: [OutputEvent], in app: RunningApp)
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
    private static func outputLines(from output: OutputEvent, of action: LastAction, in app: RunningApp) -> [String] {
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
}
