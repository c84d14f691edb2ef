import Coordinator
import HeadlessUIKit
import PlaygroundHost

/// Commands that act as the programmer's code: what the coordinator owning the visible screen
/// (its `containingCoordinator`) would call to show, pop, present and dismiss screens.
enum NavigationCommands {
    static let all = [push, pop, nav, present, dismiss]

    static let push = CommandDefinition(
        "push", family: .programmer,
        forms: [CommandForm(ArgumentSlot("SCREEN", .page), ArgumentSlot("ARGS", .pageArgument, .zeroOrMore))],
        changesApp: true,
        summary: "the visible screen's coordinator shows a new SCREEN (its `show`: pushed, and added to its screens)",
        details: .naming { app in
            """
            The app's factory makes the screen (SCREEN is a page: \(app.pages.map(\.name).joined(separator: ", "))),
            then the coordinator that owns the visible screen calls `show`, which appends it to its own
            screens and pushes it. Pages that need data take it as ARGS.
            \(HelpText.examples("push", app.helpExamples.pagesWithArguments))
            """
        }
    ) { invocation throws(CommandError) in
        let coordinator = try invocation.app.owningNavigationCoordinator()
        let page = try Pages.page(invocation.arguments, in: invocation.app)
        let screen = invocation.changingApp { live in
            let screen = live.hosted.makeScreen(page: page.name, arguments: page.arguments)
            coordinator.show(screen)
            return screen
        }
        return CommandOutput("\(coordinator.objectName) showed \(ScreenNames.describe(screen))")
    }

    static let pop = CommandDefinition(
        "pop", family: .programmer,
        forms: [CommandForm(), CommandForm(.keyword("to"), ArgumentSlot("SCREEN-ID", .coordinatorScreen))],
        changesApp: true,
        summary: "the visible screen's coordinator goes back one of its screens, or back to SCREEN-ID (its `pop`, `pop(to:)`)",
        details: .naming { app in
            """
            Calls the owning coordinator's `pop()`: it only pops its own screens, so with fewer than two it
            does nothing (and this command says so). `pop to SCREEN-ID` calls `pop(to:)` with one of its
            screens, by object name (`tree` lists them) or by type when one of them has it. Unlike `back`,
            the coordinator knows it popped.
            \(HelpText.examples("pop", ["to " + app.helpExamples.coordinatorScreen]))
            """
        }
    ) { invocation throws(CommandError) in
        let coordinator = try invocation.app.owningNavigationCoordinator()
        let screens = coordinator.viewControllers
        if invocation.arguments.isEmpty {
            guard screens.count >= 2, let top = screens.last else {
                throw CommandError(
                    "\(coordinator.objectName) owns \(screens.count == 1 ? "one screen" : "no screens"): its pop needs two or more")
            }
            invocation.changingApp { _ in coordinator.pop() }
            return CommandOutput("\(coordinator.objectName) popped \(ScreenNames.describe(top))")
        }
        let name = invocation.arguments[1]
        let match = NameResolver.object(name, in: screens, name: \.objectID)
        if case .ambiguous(let several) = match { throw LiveApp.ambiguity(name, several.map(\.objectName)) }
        guard case .found(let target) = match else {
            var error = CommandError.unknown("screen", name, among: screens.map(\.objectName), listing: false).message
            error += " (\(coordinator.objectName) owns: \(screens.map(\.objectName).joined(separator: ", ")))"
            throw CommandError(error)
        }
        guard target !== screens.last else {
            throw CommandError("\(target.objectName) is already \(coordinator.objectName)'s last screen: nothing to pop")
        }
        invocation.changingApp { _ in coordinator.pop(to: target) }
        return CommandOutput("\(coordinator.objectName) popped back to \(ScreenNames.describe(target))")
    }

    static let nav = CommandDefinition(
        "nav", family: .programmer,
        forms: [CommandForm(.keyword("pop"), .choice(["animated", "unanimated"]))],
        changesApp: true,
        summary:
            "the navigation controller pops by itself, bypassing the coordinator, as code that breaks the pattern would; the library sees an animated one as Back, and ignores an unanimated one, which leaves the coordinator's list stale",
        details: """
            Calls `popViewController(animated:)` on the visible screen's navigation controller directly,
            as a screen or a helper that breaks the pattern would: no coordinator asked for it. The library
            only sees changes that have a transition to read: an animated pop looks exactly like the Back
            button (the coordinator trims its screens, or finishes); an unanimated one has none, so the
            library ignores it and the coordinator's list keeps a screen that is gone (`tree` marks it
            "(stale)", `state` lists it under "stale").
            Examples: nav pop unanimated, nav pop animated
            """
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let animated = try Choice.pick(invocation.arguments[1], among: ["animated", "unanimated"], what: "pop style") == "animated"
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
                + (animated ? "animated: the library sees it as Back" : "unanimated: the library sees nothing")
        ]
        for coordinator in app.coordinators where coordinator.staleScreens.contains(where: { $0 === screen }) {
            lines.append("\(coordinator.objectName)'s list is stale: it still holds \(screen.objectName)")
        }
        return CommandOutput(lines)
    }

    static let present = CommandDefinition(
        "present", family: .programmer,
        forms: [CommandForm(ArgumentSlot("SCREEN", .page), ArgumentSlot("ARGS", .pageArgument, .zeroOrMore))],
        changesApp: true,
        summary: "the visible screen's coordinator presents a new SCREEN modally (its `present`)",
        details: .naming { app in
            """
            The factory makes the screen, then the owning coordinator calls `present`: the screen gets the
            coordinator as its parentCoordinator and its navigation controller presents it. UIKit refuses to
            present from a controller that already presents something (it logs a warning and shows
            nothing): this command says so and leaves the app as it was.
            \(HelpText.examples("present", [app.helpExamples.presentedPage]))
            """
        }
    ) { invocation throws(CommandError) in
        let coordinator = try invocation.app.owningNavigationCoordinator()
        let page = try Pages.page(invocation.arguments, in: invocation.app)
        // UIKit's own rule decides, with UIKit's own words; the screen made to ask is rolled
        // back with the rest of the refused command.
        let screen = try invocation.changingApp { live throws(CommandError) in
            let screen = live.hosted.makeScreen(page: page.name, arguments: page.arguments)
            if case .warning(let warning)? = coordinator.rootViewController.presentRefusal(for: screen) {
                throw CommandError(warning.message + " UIKit logs this and presents nothing.")
            }
            coordinator.present(screen)
            return screen
        }
        return CommandOutput("\(coordinator.objectName) presented \(ScreenNames.describe(screen))")
    }

    static let dismiss = CommandDefinition(
        "dismiss", family: .programmer, changesApp: true,
        summary: "the visible screen's coordinator dismisses what its root presents, or its presented root (its `dismiss`)",
        details: """
            Calls the owning coordinator's `dismiss()`, which asks its navigation controller: UIKit dismisses
            what it presents or, when it is itself presented, asks its presenter to dismiss it. Only the
            screens go: the coordinator is not stopped (`tree` and `objects` show what stays behind).
            """
    ) { invocation throws(CommandError) in
        let coordinator = try invocation.app.owningNavigationCoordinator()
        let navigation = coordinator.rootViewController
        guard let leaving = navigation.presentedViewController ?? (navigation.presentingViewController != nil ? navigation : nil) else {
            throw CommandError(
                "nothing to dismiss: \(navigation.objectName) (\(coordinator.objectName)'s root) neither presents nor is presented")
        }
        invocation.changingApp { _ in coordinator.dismiss() }
        return CommandOutput("\(coordinator.objectName) dismissed \(ScreenNames.describe(leaving))")
    }
}

/// Pages by the names a person types, case-insensitively, with "did you mean", checked by the
/// app before anything is made.
enum Pages {
    /// A page the app can make: its name as the app spells it, and its arguments.
    struct Request {
        let name: String
        let arguments: [String]
    }

    static func page(_ words: [String], in app: LiveApp) throws(CommandError) -> Request {
        let typed = words[0]
        let names = app.appDescription.pages.map(\.name)
        guard let name = names.first(where: { $0.equalsIgnoringCase(typed) }) else {
            throw CommandError.unknown("screen", typed, among: names)
        }
        let request = Request(name: name, arguments: Array(words.dropFirst()))
        do throws(AppRefusal) {
            try app.kind.checkPage(named: request.name, arguments: request.arguments)
        } catch {
            throw CommandError(refusal: error)
        }
        return request
    }
}
