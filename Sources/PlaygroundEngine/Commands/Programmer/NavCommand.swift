import HeadlessUIKit
import PlaygroundHost

enum NavCommand {
    static let definition = CommandDefinition(
        "nav", family: .programmer,
        forms: [CommandForm(.keyword("pop"), .choice(["animated", "unanimated"]))],
        changesApp: true,
        needs: .navigation, summary: .naming { app in app.words.barePopSummary },
        details: """
            Calls `popViewController(animated:)` on the visible screen's navigation controller directly,
            as a screen or a helper that breaks the pattern would: no coordinator asked for it. The library
            only sees changes that have a transition to read: an animated pop looks exactly like the Back
            button (the coordinator trims its screens, or finishes); an unanimated one has none, so the
            library ignores it and the coordinator's list keeps a screen that is gone (`tree` marks it
            "(stale)", `state` lists it under "stale").
            """,
        examples: .lines("nav pop unanimated", "nav pop animated")
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let animated = try Choice.pick(invocation.arguments[1], among: ["animated", "unanimated"], what: "pop style") == "animated"
        let navigating = try app.navigating
        let screen = try app.requireVisibleScreen()
        guard let navigation = screen.navigationController, navigation.topViewController === screen else {
            throw CommandError("nothing to pop: \(screen.objectName) is not the top of a navigation stack")
        }
        guard navigation.viewControllers.count > 1 else {
            throw CommandError("nothing to pop: \(screen.objectName) is the only screen of \(navigation.objectName)")
        }
        invocation.changingApp { live in
            _ = navigation.popViewController(animated: animated)
            // The library hears of an animated pop when it ends: let it end before looking.
            live.settle()
        }
        var lines = [
            "\(navigation.objectName) popped \(ScreenNames.describe(screen)) by itself, "
                + navigating.noticing(barePopOf: navigation, animated: animated)
        ]
        for coordinator in app.coordinators where coordinator.staleScreens.contains(where: { $0 === screen }) {
            lines.append("\(coordinator.object.objectName)'s list is stale: it still holds \(screen.objectName)")
        }
        return CommandOutput(lines)
    }
}
