import HeadlessUIKit
import PlaygroundHost

enum DismissCommand {
    static let definition = CommandDefinition(
        "dismiss", family: .programmer, changesApp: true,
        needs: .navigation, summary: .naming { app in app.words.dismissSummary },
        details: .naming { app in
            """
            Calls \(app.words.dismissCall), which asks its navigation controller: UIKit dismisses
            what it presents or, when it is itself presented, asks its presenter to dismiss it. Only the
            screens go: the coordinator is not \(app.words.dismissLeaves) (`tree` and `objects` show what stays behind).
            """
        },
        examples: .unlisted { _ in ["dismiss"] },
    ) { invocation throws(CommandError) in
        let navigator = try invocation.app.navigator()
        let step = try CommandError.refusing { () throws(AppRefusal) in try navigator.dismiss() }
        invocation.changingApp { _ in step.perform() }
        return CommandOutput(step.line)
    }
}
