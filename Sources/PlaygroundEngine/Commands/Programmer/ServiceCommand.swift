import HeadlessUIKit
import PlaygroundHost

enum ServiceCommand {
    static let definition = CommandDefinition(
        "service", family: .programmer,
        forms: [CommandForm(ArgumentSlot("NAME", .service), .choice(["ready", "pending"]))], changesApp: true,
        needs: .services,
        summary: "make a service ready or pending; coordinators replay the messages they queued for it",
        details: .naming { app in
            """
            The app delegate rebuilds its dependencies and hands them down the coordinator tree, and every
            coordinator that queued messages while a service was missing runs each of them once.

            Services: \(app.services.joined(separator: ", ")).
            """
        },
        examples: .naming { app in ["service " + app.helpExamples.service + " ready"] }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let name = try Choice.pick(invocation.arguments[0], among: app.appDescription.services, what: "service")
        let state = try Choice.pick(invocation.arguments[1], as: ServiceState.self, what: "service state")
        guard try app.servicesHost.state(ofService: name) != state else {
            let other = ServiceState.allCases.first { $0 != state }.map { "; `service \(name) \($0.rawValue)` changes it" } ?? ""
            throw CommandError("\(name) is already \(state.rawValue)\(other)")
        }
        let queuedBefore = app.coordinators.map { ($0.object.objectName, $0.queuedMessageNames) }.filter { !$0.1.isEmpty }
        invocation.changingApp { live in
            (live.hosted as? any HasServices)?.setState(ofService: name, to: state)
            // The queued messages are sent again from tasks: let them run before saying what
            // queued itself once more.
            live.runtime.runLoop.settle()
        }
        var lines = ["\(name) is \(state.rawValue)"]
        for (coordinator, queued) in queuedBefore {
            lines.append("\(coordinator) ran its queue: \(queued.joined(separator: ", "))")
        }
        for coordinator in app.coordinators where !coordinator.queuedMessageNames.isEmpty {
            lines.append("\(coordinator.object.objectName) queues: \(coordinator.queuedMessageNames.joined(separator: ", "))")
        }
        return CommandOutput(lines)
    }
}
