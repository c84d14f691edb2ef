import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum TreeCommand {
    static let definition = CommandDefinition(
        "tree", family: .looking,
        summary: .naming { app in app.words.treeSummary },
        details: .naming { app in app.words.treeDetails },
        examples: .unlisted { _ in ["tree"] },
    ) { invocation throws(CommandError) in
        CommandOutput(CoordinatorTreeRenderer.lines(of: AppSnapshot(of: invocation.app, reading: .trees)))
    }
}
