import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum StackCommand {
    static let definition = CommandDefinition(
        "stack", family: .looking,
        summary: "every navigation stack and everything presented, from the window down",
        details: """
            Draws the window's controllers: a navigation controller's stack, numbered from the bottom, and
            what each controller presents. "→ X" names the coordinator a controller reports to (its
            parentCoordinator); "◀ visible" marks the screen the user sees.
            """,
        examples: .unlisted { _ in ["stack"] },
    ) { invocation throws(CommandError) in
        CommandOutput(StackRenderer.lines(of: AppSnapshot(of: invocation.app, reading: .trees)))
    }
}
