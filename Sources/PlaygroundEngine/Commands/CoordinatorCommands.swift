import HeadlessUIKit
import PlaygroundHost

/// Starting and stopping coordinators, as the app's code does.
enum CoordinatorCommands {
    static let all = [start, stop]

    static let start = CommandDefinition(
        "start", family: .programmer, forms: [CommandForm(ArgumentSlot("COORDINATOR", .section))], changesApp: true,
        summary: .naming { app in
            "start a section's coordinator the way the app does (\(app.sections.map(\.name).joined(separator: ", ")))"
        },
        details: .naming { app in
            let example = app.sections.first { $0.name == app.helpExamples.section }
            return """
                COORDINATOR is a section of the app (\(app.sections.map(\.name).joined(separator: ", "))) or its
                coordinator's type (`\(example?.coordinatorTypeName ?? "")`). The app starts it the way its own code would,
                which may first show what the section needs.

                \(HelpText.examples("start", [app.helpExamples.section]))
                """
        }
    ) { invocation throws(CommandError) in
        let section = try Sections.section(invocation.arguments[0], of: invocation.app.appDescription.description)
        try invocation.changingApp { live throws(CommandError) in
            do throws(AppRefusal) {
                try live.hosted.start(section: section.name)
            } catch {
                throw CommandError(refusal: error)
            }
        }
        return CommandOutput("started \(section.name)")
    }

    static let stop = CommandDefinition(
        "stop", family: .programmer, forms: [CommandForm(ArgumentSlot("COORDINATOR", .coordinator))], changesApp: true,
        summary: .naming { app in app.words.stopSummary },
        details: .naming { app in
            """
            COORDINATOR is a running coordinator by object name (`tree` lists them), by type when only one
            of that type runs, or by the section it runs (`\(app.helpExamples.section)`). \(app.words.stopDetails)

            \(HelpText.examples("stop", [app.helpExamples.runningCoordinator]))
            """
        }
    ) { invocation throws(CommandError) in
        let coordinator = try invocation.app.coordinator(named: invocation.arguments[0])
        guard coordinator.parentObject != nil else {
            throw CommandError("\(coordinator.object.objectName) is the top coordinator: no parent can stop it")
        }
        return CommandOutput(invocation.changingApp { _ in coordinator.stopThroughParent() })
    }
}

/// Sections by name (`checkout`) or by their coordinator's type (`CheckoutCoordinator`).
enum Sections {
    static func section(_ typed: String, of app: AppDescription) throws(CommandError) -> SectionDescription {
        let found = app.sections.first { $0.name.equalsIgnoringCase(typed) || $0.coordinatorTypeName.equalsIgnoringCase(typed) }
        guard let found else { throw CommandError.unknown("coordinator", typed, among: app.sections.map(\.name)) }
        return found
    }
}
