import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum WhoCommand {
    static let definition = CommandDefinition(
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
            """
        },
        examples: .naming { app in
            [
                app.helpExamples.messages.first.map { String($0.prefix { $0 != " " }) } ?? "", "cartAdd from " + app.helpExamples.responder,
                app.helpExamples.runningCoordinator,
            ].map { "who " + $0 }
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
    private static func objectInsteadOfMessage(_ typed: String, in app: RunningApp, messages: [String]) throws(CommandError) -> Responder {
        let live = app.runtime.liveObjects
        if case .ambiguous(let several) = NameResolver.object(typed, in: live, name: \.objectID) {
            throw RunningApp.ambiguity(typed, several.map(\.objectName))
        }
        if let object = try? app.resolveObject(typed) { return object }
        if let suggestion = Suggestion.closest(to: typed, among: messages + live.map(\.objectName)) {
            throw CommandError("unknown message or object '\(typed)'; did you mean \(suggestion)?")
        }
        throw CommandError(
            "unknown message or object '\(typed)': `who` takes a message (the app's: \(messages.joined(separator: ", "))) "
                + "or an object as `objects` lists it")
    }
}
