import Foundation
import HeadlessUIKit
import PlaygroundHost

enum SelectCommand {
    static let definition = CommandDefinition(
        "select", family: .user, forms: [CommandForm(ArgumentSlot("ROW", .row, .rest))], changesApp: true,
        summary: "select a row of the visible screen's list, by index or by its text",
        details: .naming { app in
            """
            ROW is a row's index (from 0) or its text, as `screen` shows them; the rest of the line is the
            row's text, with or without quotes (`select Wool Coat`). When the screen has several lists, name
            the list for an index: `select \(app.helpExamples.rowInNamedList)`; text is looked for in every list.
            """
        },
        examples: .naming { app in app.helpExamples.rows.map { "select " + $0 } }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        // A row's text as a person types it: `select Wool Coat`, spaces and all.
        let typed = invocation.arguments.joined(separator: " ")
        let target = try RowLookup.find(typed, on: try app.requireVisibleScreen(), in: app)
        invocation.changingApp { _ in target.list.select(row: target.index) }
        return CommandOutput("selected \"\(target.title)\" in \(target.list.identifier ?? "the list")")
    }
}
