import Foundation
import HeadlessUIKit
import PlaygroundHost

enum TypeCommand {
    static let definition = CommandDefinition(
        "type", family: .user,
        forms: [CommandForm(ArgumentSlot("FIELD", .field), ArgumentSlot("TEXT", .text, .rest))], changesApp: true,
        summary: "type TEXT into a text field of the visible screen, replacing its text",
        details: .naming { app in
            """
            FIELD is the field's id, as `screen` shows it, or the start of exactly one field's id. TEXT is
            the rest of the line; quote it to keep several spaces or to type nothing ("").
            """
        },
        examples: .naming { app in ["type " + app.helpExamples.typing] }
    ) { invocation throws(CommandError) in
        let field = try invocation.app.field(invocation.arguments[0])
        let text = invocation.arguments.dropFirst().joined(separator: " ")
        invocation.changingApp { _ in field.type(text) }
        return CommandOutput("typed \"\(field.displayedText)\" into \(field.identifier ?? invocation.arguments[0])")
    }
}
