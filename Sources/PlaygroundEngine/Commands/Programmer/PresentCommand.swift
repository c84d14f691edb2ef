import HeadlessUIKit
import PlaygroundHost

enum PresentCommand {
    static let definition = CommandDefinition(
        "present", family: .programmer,
        forms: [CommandForm(ArgumentSlot("SCREEN", .page), ArgumentSlot("ARGS", .pageArgument, .zeroOrMore))],
        changesApp: true,
        needs: .navigation, summary: .naming { app in app.words.presentSummary },
        details: .naming { app in
            """
            The factory makes the screen, then \(app.words.presentDetails). UIKit refuses to
            present from a controller that already presents something (it logs a warning and shows
            nothing): this command says so and leaves the app as it was.
            """
        },
        examples: .naming { app in ["present " + app.helpExamples.presentedPage] }
    ) { invocation throws(CommandError) in
        let navigator = try invocation.app.navigator()
        let page = try PageLookup.page(invocation.arguments, in: invocation.app)
        // UIKit's own rule decides, with UIKit's own words; the screen made to ask is rolled
        // back with the rest of the refused command.
        let line = try invocation.changingApp { live throws(CommandError) in
            let screen = live.hosted.makeScreen(page: page.name, arguments: page.arguments)
            if case .warning(let warning)? = navigator.presentRefusal(for: screen) {
                throw CommandError(warning.message + " UIKit logs this and presents nothing.")
            }
            return navigator.present(screen)
        }
        return CommandOutput(line)
    }
}
