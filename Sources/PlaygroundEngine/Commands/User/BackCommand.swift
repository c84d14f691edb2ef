import Foundation
import HeadlessUIKit
import PlaygroundHost

enum BackCommand {
    static let definition = CommandDefinition(
        "back", family: .user,
        forms: [CommandForm(), CommandForm(.keyword("to"), ArgumentSlot("SCREEN-ID", .earlierScreen))],
        changesApp: true,
        summary: .naming { app in
            "the navigation bar's Back button (`to SCREEN-ID`: its long-press menu): an animated pop "
                + app.words.backSummary
        },
        details: .naming { app in
            """
            Pops the visible navigation controller with animation, as the user's Back button (or swipe) does.
            \(app.words.backDetails)

            `back to SCREEN-ID` is the Back button's menu (a long press, iOS 14+): an animated
            `popToViewController` to an earlier screen of the same stack, by object name (`stack` lists
            them) or by type when one of them has it; \(app.words.backToDetails)
            """
        },
        examples: .naming { app in ["back " + "to " + app.helpExamples.earlierScreen] }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let screen = try app.requireVisibleScreen()
        guard let navigation = screen.navigationController, navigation.topViewController === screen else {
            throw CommandError("there is no Back button: \(screen.objectName) is not in a navigation stack")
        }
        guard navigation.viewControllers.count > 1 else {
            throw CommandError("there is no Back button: \(screen.objectName) is the first screen of \(navigation.objectName)")
        }
        guard !navigation.isNavigationBarHidden else {
            throw CommandError("there is no Back button: \(navigation.objectName) hides its navigation bar")
        }
        if invocation.arguments.isEmpty {
            invocation.changingApp { _ in _ = navigation.popViewController(animated: true) }
            return CommandOutput("went back from \(ScreenNames.describe(screen))")
        }
        let name = invocation.arguments[1]
        let earlier = app.backMenuScreens
        let match = NameResolver.object(name, in: earlier, name: \.objectID)
        if case .ambiguous(let several) = match { throw RunningApp.ambiguity(name, several.map(\.objectName)) }
        guard case .found(let target) = match else {
            if screen.objectName.equalsIgnoringCase(name) {
                throw CommandError(
                    "\(screen.objectName) is the screen showing: the back menu lists the screens before it (\(earlier.map(\.objectName).joined(separator: ", ")))"
                )
            }
            var error = CommandError.unknown("screen", name, among: earlier.map(\.objectName), listing: false).message
            error += " (the back menu of \(navigation.objectName) lists: \(earlier.map(\.objectName).joined(separator: ", ")))"
            throw CommandError(error)
        }
        invocation.changingApp { _ in _ = navigation.popToViewController(target, animated: true) }
        return CommandOutput("went back from \(ScreenNames.describe(screen)) to \(ScreenNames.describe(target))")
    }
}
