import Coordinator
import HeadlessUIKit
import PlaygroundHost

enum SendCommand {
    static let definition = CommandDefinition(
        "send", family: .programmer,
        forms: [
            CommandForm(ArgumentSlot("MESSAGE", .message), ArgumentSlot("key=value", .messageArgument, .zeroOrMore)),
            CommandForm(
                ArgumentSlot("MESSAGE", .message), ArgumentSlot("key=value", .messageArgument, .zeroOrMore),
                .keyword("from"), ArgumentSlot("RESPONDER", .responder)),
        ],
        changesApp: true,
        needs: CommandNeed(.messages) { app, _ in "the \(app.name) app's screens send no messages: \(app.words.insteadOfMessages)" },
        summary: "send a message up the chain and print every hop, what each responder did, and the reply",
        details: .naming { app in
            """
            Sends MESSAGE from RESPONDER (by default the visible screen; any object by name or type, a
            section's coordinator, or a control of the visible screen), as a screen's code would from a task,
            and prints each responder it reached: passed, handled, forwarded (did something and passed it on),
            changed (passed on a different message) or threw. Then the reply the sender awaited, or the error
            thrown back to it; a queued message's reply comes later, when the coordinator sends it again. A
            message nobody handles reaches the top and does nothing.

            Messages: \(app.messages.map(\.name).joined(separator: ", ")).
            """
        },
        examples: .naming { app in app.helpExamples.messages.map { "send " + $0 } }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let request = try MessageRequest(invocation.arguments, among: app.appDescription.messages)
        let sender = if let name = request.senderName { try app.responder(named: name) } else { try app.requireVisibleScreen() }
        let messageName = request.descriptor.name
        let messaging = try app.messaging
        let message: any Message
        do throws(AppRefusal) {
            message = try messaging.makeMessage(named: messageName, arguments: request.arguments)
        } catch {
            throw CommandError(refusal: error)
        }
        let delivery = Delivery(message, from: sender)
        invocation.changingApp { live in
            let replies = live.replies
            live.runtime.runLoop.spawn { await awaitReply(to: message, from: sender, recordedIn: delivery, into: replies) }
            // The hops are printed whole: the message's journey ends within this command, even
            // when a handler awaits a service; only a queued message's reply comes later.
            live.runtime.runLoop.settle()
        }
        let hops = DeliveryRenderer.lines(for: delivery)
        guard delivery.isHandled else {
            throw CommandError("\(messageName) reached the top unhandled: no responder on the chain acts on it", after: hops.map(\.text))
        }
        var output = CommandOutput(hops)
        output.printedDelivery = PrintedDelivery(message: delivery.message, sender: delivery.sender)
        return output
    }
}

/// The person's side of `send`, as a screen's task would do it: awaits the reply and leaves it,
/// or the error thrown back, as a line for the session to print.
private func awaitReply<M: Message>(to message: M, from sender: Responder, recordedIn delivery: Delivery, into inbox: ReplyInbox) async {
    do {
        let reply = try await sender.send(message, recordedIn: delivery)
        if let text = message.describe(reply) { inbox.receive("reply to \(M.name): \(text)") }
    } catch {
        inbox.receive("\(M.name) threw: \(error)")
    }
}
