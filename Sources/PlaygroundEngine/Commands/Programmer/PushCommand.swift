import HeadlessUIKit
import PlaygroundHost

enum PushCommand {
    static let definition = CommandDefinition(
        "push", family: .programmer,
        forms: [CommandForm(ArgumentSlot("SCREEN", .page), ArgumentSlot("ARGS", .pageArgument, .zeroOrMore))],
        changesApp: true,
        needs: .navigation, summary: .naming { app in app.words.pushSummary },
        details: .naming { app in
            """
            The app's factory makes the screen (SCREEN is a page: \(app.pages.map(\.name).joined(separator: ", "))),
            then \(app.words.pushDetails). Pages that need data take it as ARGS.
            """
        },
        examples: .naming { app in app.helpExamples.pagesWithArguments.map { "push " + $0 } }
    ) { invocation throws(CommandError) in
        let navigator = try invocation.app.navigator()
        let page = try PageLookup.page(invocation.arguments, in: invocation.app)
        return CommandOutput(
            invocation.changingApp { live in navigator.push(live.hosted.makeScreen(page: page.name, arguments: page.arguments)) })
    }
}
