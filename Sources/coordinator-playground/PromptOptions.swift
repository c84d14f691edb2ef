import ArgumentParser
import PlaygroundEngine
import ShippedApps
import Terminal

/// What every subcommand that opens the prompt shares: `--bail`, and how its line editor is made.
struct PromptOptions: ParsableArguments {
    @Flag(help: "When reading commands from a pipe or file, stop at the first command that fails and exit with status 1.")
    var bail = false

    @Option(help: "The app to start with: shop (the default) or items. 'app NAME' at the prompt switches.")
    var app: String?

    /// A fresh app of the one `--app` names, or of the first.
    func startOptions() throws -> StartOptions {
        guard let app else { return PlaygroundApps.shipped.defaultOptions }
        guard let options = PlaygroundApps.shipped.options(forApp: app) else {
            throw ValidationError("unknown app '\(app)' (apps: \(PlaygroundApps.shipped.names.joined(separator: ", ")))")
        }
        return options
    }

    @Flag(help: "Show the app live in a browser from the start, as the 'view' command does (it prints the page's address).")
    var view = false

    /// The prompt's line editor, saving history where the environment says (`StateLocation`).
    func makeLineEditor() -> LineEditor {
        LineEditor(programName: CoordinatorPlayground.configuration.commandName!, historyFile: StateLocation.historyFile())
    }
}
