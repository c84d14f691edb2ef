import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum ServicesCommand {
    static let definition = CommandDefinition(
        "services", family: .looking,
        needs: .services, summary: "each service of the app and whether it is ready or pending",
        details: """
            The app delegate owns the services and hands the ready ones down the coordinator tree. Change one
            with `service NAME ready|pending`.
            """,
        examples: .unlisted { _ in ["services"] },
    ) { invocation throws(CommandError) in
        CommandOutput(Columns.align(invocation.app.serviceStates.map { [$0.name, $0.state] }))
    }
}
