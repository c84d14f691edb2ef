import HeadlessUIKit
import PlaygroundHost

enum StopCommand {
    static let definition = CommandDefinition(
        "stop", family: .programmer, forms: [CommandForm(ArgumentSlot("COORDINATOR", .coordinator))], changesApp: true,
        summary: .naming { app in app.words.stopSummary },
        details: .naming { app in
            """
            COORDINATOR is a running coordinator by object name (`tree` lists them), by type when only one
            of that type runs, or by the section it runs (`\(app.helpExamples.section)`). \(app.words.stopDetails)
            """
        },
        examples: .naming { app in ["stop " + app.helpExamples.runningCoordinator] }
    ) { invocation throws(CommandError) in
        let coordinator = try invocation.app.coordinator(named: invocation.arguments[0])
        guard coordinator.parentObject != nil else {
            throw CommandError("\(coordinator.object.objectName) is the top coordinator: no parent can stop it")
        }
        return CommandOutput(invocation.changingApp { _ in coordinator.stopThroughParent() })
    }
}
