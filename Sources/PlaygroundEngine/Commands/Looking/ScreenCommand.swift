import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum ScreenCommand {
    static let definition = CommandDefinition(
        "screen", family: .looking, forms: [CommandForm(ArgumentSlot("OBJECT", .screen, .optional))],
        summary:
            "the visible screen as text (or any screen OBJECT): title, Back, labels, buttons, fields, rows, with the id of each control",
        details: .naming { app in
            """
            Draws what the user sees, top to bottom. The right-hand column says what to type to act on each
            control: `tap ID` for a button, `type ID TEXT` for a field, `select ROW` for a list's row, `back`
            for the navigation bar's Back button.

            With OBJECT, any screen alive, by object name or type: one lower on a stack, under a presented
            one, or one only a coordinator's list keeps. It is drawn the same way, with a line saying why it
            is not showing; its controls act only once it is the visible screen.
            """
        },
        examples: .naming { app in ["screen " + app.helpExamples.coordinatorScreen] }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        guard let name = invocation.arguments.first else {
            return CommandOutput(ScreenRenderer.lines(of: ScreenContent(of: try app.requireVisibleScreen(), in: app)))
        }
        let screen: ViewController
        do throws(CommandError) {
            screen = try app.resolveScreen(name)
        } catch {
            // The person may have meant a screen that is gone, or the visible one.
            throw CommandError(error.message + "; `screen` alone shows the visible screen")
        }
        if let navigation = screen as? NavigationController {
            let stack = navigation.viewControllers.map(\.objectName).joined(separator: ", ")
            throw CommandError(
                "\(navigation.objectName) is a navigation controller, not a screen: its stack is \(stack.isEmpty ? "empty" : stack); name one"
            )
        }
        var lines = ScreenRenderer.lines(of: ScreenContent(of: screen, in: app))
        if let place = ScreenPlace.notShowing(screen, in: app) { lines.insert("  (not showing: \(place))", at: 1) }
        return CommandOutput(lines)
    }
}
