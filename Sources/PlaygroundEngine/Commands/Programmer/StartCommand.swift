import HeadlessUIKit
import PlaygroundHost

enum StartCommand {
    static let definition = CommandDefinition(
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
                """
        },
        examples: .naming { app in ["start " + app.helpExamples.section] }
    ) { invocation throws(CommandError) in
        let section = try SectionLookup.section(invocation.arguments[0], of: invocation.app.appDescription.description)
        try invocation.changingApp { live throws(CommandError) in
            do throws(AppRefusal) {
                try live.hosted.start(section: section.name)
            } catch {
                throw CommandError(refusal: error)
            }
        }
        return CommandOutput("started \(section.name)")
    }
}
