import HeadlessUIKit
import PlaygroundHost

enum PopCommand {
    static let definition = CommandDefinition(
        "pop", family: .programmer,
        forms: [CommandForm(), CommandForm(.keyword("to"), ArgumentSlot("SCREEN-ID", .coordinatorScreen)), CommandForm(.keyword("root"))],
        changesApp: true,
        needs: .navigation, summary: .naming { app in app.words.popSummary },
        details: .naming { app in app.words.popDetails },
        examples: .naming { app in
            app.words.popsToAScreen ? ["pop to " + app.helpExamples.coordinatorScreen, "pop root"] : ["pop", "pop root"]
        }
    ) { invocation throws(CommandError) in
        let navigator = try invocation.app.navigator()
        let step: NavigationStep
        switch invocation.arguments.first?.lowercased() {
        case nil: step = try CommandError.refusing { () throws(AppRefusal) in try navigator.pop() }
        case "root": step = try CommandError.refusing { () throws(AppRefusal) in try navigator.popToRoot() }
        default:
            let target = try poppable(invocation.arguments[1], by: navigator)
            step = try CommandError.refusing { () throws(AppRefusal) in try navigator.pop(to: target) }
        }
        invocation.changingApp { _ in step.perform() }
        return CommandOutput(step.line)
    }

    /// The screen `pop to` names among those `navigator` pops to, by object name or type.
    private static func poppable(_ typed: String, by navigator: any ScreenNavigator) throws(CommandError) -> ViewController {
        if let refusal = navigator.popToRefusal { throw CommandError(refusal) }
        let screens = navigator.poppableScreens
        let match = NameResolver.object(typed, in: screens, name: \.objectID)
        if case .ambiguous(let several) = match { throw RunningApp.ambiguity(typed, several.map(\.objectName)) }
        guard case .found(let target) = match else {
            var error = CommandError.unknown("screen", typed, among: screens.map(\.objectName), listing: false).message
            error += " (\(navigator.name) owns: \(screens.map(\.objectName).joined(separator: ", ")))"
            throw CommandError(error)
        }
        return target
    }
}
