import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum QueueCommand {
    static let definition = CommandDefinition(
        "queue", family: .looking,
        needs: CommandNeed(.messages) { app, elsewhere in
            "the \(app.name) app's coordinators queue nothing: they take no messages"
                + (app.services.isEmpty ? " and the app has no services" : "")
                + (elsewhere.map { " (the \($0)'s queue messages for a service that is not ready: `app \($0)`, then `help queue`)" } ?? "")
        },
        summary: "the messages waiting in coordinators' queues for a service",
        details: """
            A coordinator that needs a service which is not ready keeps the message in its queue and runs it
            once, the next time its dependencies change (`service NAME ready`). radianttap's queue keeps a
            closure, and the sender's `await` ends; in the playground the sender's `await` stays open until
            the message runs, and fails if the coordinator goes first (`enqueue`, the playground's).
            """,
        examples: .unlisted { _ in ["queue"] },
    ) { invocation throws(CommandError) in
        let lines = invocation.app.coordinators.compactMap { coordinator -> String? in
            let queued = coordinator.queuedMessageNames
            return queued.isEmpty ? nil : "\(coordinator.object.objectName): \(queued.joined(separator: ", "))"
        }
        return CommandOutput(lines.isEmpty ? ["no messages are queued"] : lines)
    }
}
