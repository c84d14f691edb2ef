import Coordinator
import ExampleApp
import HeadlessUIKit

/// Starting and stopping coordinators, as the app's code does.
enum CoordinatorCommands {
    static let all = [start, stop]

    static let start = CommandDefinition(
        "start", family: .programmer, forms: [CommandForm(ArgumentSlot("COORDINATOR", .section))], changesApp: true,
        summary: "start a section's coordinator the way the app does (catalog, cart, account, profileEditing, checkout)",
        details: """
            COORDINATOR is a section of the app (\(Section.allCases.map(\.rawValue).joined(separator: ", "))) or its
            coordinator's type (`CheckoutCoordinator`). The app coordinator routes to the section's first
            page as the app itself would: a section that needs a user asks for a login first.
            Example: start checkout
            """
    ) { invocation throws(CommandError) in
        let section = try Sections.section(invocation.arguments[0])
        try invocation.changingApp { app throws(CommandError) in
            do throws(SectionError) {
                try app.shop.start(section)
            } catch {
                throw CommandError(error.message)
            }
        }
        return CommandOutput("started \(section.rawValue)")
    }

    static let stop = CommandDefinition(
        "stop", family: .programmer, forms: [CommandForm(ArgumentSlot("COORDINATOR", .coordinator))], changesApp: true,
        summary: "the parent of a running COORDINATOR stops it (its `stopChild`)",
        details: """
            COORDINATOR is a running coordinator by object name (`tree` lists them), or by type when only one
            of that type runs. Its parent calls `stopChild`: the child takes its own screens off the shared
            stack and forgets them. What it presented stays presented: that is the library's behaviour, and
            worth seeing in `stack` and `objects`.
            Example: stop CartCoordinator#1
            """
    ) { invocation throws(CommandError) in
        let coordinator = try invocation.app.coordinator(named: invocation.arguments[0])
        guard let parent = coordinator.parent else {
            throw CommandError("\(coordinator.objectName) is the top coordinator: no parent can stop it")
        }
        invocation.changingApp { _ in parent.stopChild(coordinator: coordinator) }
        return CommandOutput("\(parent.objectName) stopped \(coordinator.objectName)")
    }
}

/// Sections by name (`checkout`) or by their coordinator's type (`CheckoutCoordinator`).
enum Sections {
    static var names: [String] { Section.allCases.map(\.rawValue) }

    static func section(_ typed: String) throws(CommandError) -> Section {
        let found = Section.allCases.first {
            $0.rawValue.equalsIgnoringCase(typed) || ($0.rawValue + "Coordinator").equalsIgnoringCase(typed)
        }
        guard let found else { throw CommandError.unknown("coordinator", typed, among: names) }
        return found
    }
}
