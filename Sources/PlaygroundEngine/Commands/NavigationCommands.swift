import Coordinator
import HeadlessUIKit
import PlaygroundHost

/// Commands that act as the programmer's code: what the coordinator owning the visible screen
/// (its `containingCoordinator`) would call to show, pop, present and dismiss screens, or in the
/// router style what the router showing it would (`ScreenNavigator`).
enum NavigationCommands {
    static let all = [push, pop, nav, present, dismiss, segue]

    static let push = CommandDefinition(
        "push", family: .programmer,
        forms: [CommandForm(ArgumentSlot("SCREEN", .page), ArgumentSlot("ARGS", .pageArgument, .zeroOrMore))],
        changesApp: true,
        summary: .naming { app in
            app.style == .routerAndClosures
                ? "the router that shows the visible screen pushes a new SCREEN (its `push`)"
                : "the visible screen's coordinator shows a new SCREEN (its `show`: pushed, and added to its screens)"
        },
        details: .naming { app in
            """
            The app's factory makes the screen (SCREEN is a page: \(app.pages.map(\.name).joined(separator: ", "))),
            then \(app.style == .routerAndClosures
                ? "the router that shows the visible screen pushes it: no coordinator asked, so no completion is kept for it and its outputs are wired to nothing (`outputs`)"
                : "the coordinator that owns the visible screen calls `show`, which appends it to its own screens and pushes it"). Pages that need data take it as ARGS.

            \(HelpText.examples("push", app.helpExamples.pagesWithArguments))
            """
        }
    ) { invocation throws(CommandError) in
        let navigator = try invocation.app.navigator()
        let page = try Pages.page(invocation.arguments, in: invocation.app)
        return CommandOutput(
            invocation.changingApp { live in navigator.push(live.hosted.makeScreen(page: page.name, arguments: page.arguments)) })
    }

    static let pop = CommandDefinition(
        "pop", family: .programmer,
        forms: [CommandForm(), CommandForm(.keyword("to"), ArgumentSlot("SCREEN-ID", .coordinatorScreen)), CommandForm(.keyword("root"))],
        changesApp: true,
        summary: .naming { app in
            app.style == .routerAndClosures
                ? "the router that shows the visible screen goes back one screen, or to the first (its `popModule`, `popToRootModule`)"
                : "the visible screen's coordinator goes back one of its screens, back to SCREEN-ID, or to its first (its `pop`, `pop(to:)`)"
        },
        details: .naming { app in
            app.style == .routerAndClosures
                ? """
                Calls `popModule()` on the router that shows the visible screen: it pops the top and runs the
                completion its coordinator kept for it, if any (which is how a child flow pushed on a shared
                router is removed). `pop root` calls `popToRootModule`, which runs the completion of every
                controller it pops. A router has no pop to a given screen, so `pop to` is refused. Unlike `back`,
                the router knows it popped.

                Examples: `pop`, `pop root`
                """
                : """
                Calls the owning coordinator's `pop()`: it only pops its own screens, so with fewer than two it
                does nothing (and this command says so). `pop to SCREEN-ID` calls `pop(to:)` with one of its
                screens, by object name (`tree` lists them) or by type when one of them has it; `pop root` pops to
                its first. Unlike `back`, the coordinator knows it popped.

                \(HelpText.examples("pop", ["to " + app.helpExamples.coordinatorScreen, "root"]))
                """
        }
    ) { invocation throws(CommandError) in
        let navigator = try invocation.app.navigator()
        let step: NavigationStep
        switch invocation.arguments.first?.lowercased() {
        case nil: step = try navigator.pop()
        case "root": step = try navigator.popToRoot()
        default: step = try navigator.pop(to: invocation.arguments[1])
        }
        invocation.changingApp { _ in step.perform() }
        return CommandOutput(step.line)
    }

    static let nav = CommandDefinition(
        "nav", family: .programmer,
        forms: [CommandForm(.keyword("pop"), .choice(["animated", "unanimated"]))],
        changesApp: true,
        summary: .naming { app in
            app.style == .routerAndClosures
                ? "the navigation controller pops by itself, bypassing the router, as code that breaks the pattern would; only a router that is its delegate sees it, and only an animated one"
                : "the navigation controller pops by itself, bypassing the coordinator, as code that breaks the pattern would; the library sees an animated one as Back, and ignores an unanimated one, which leaves the coordinator's list stale"
        },
        details: """
            Calls `popViewController(animated:)` on the visible screen's navigation controller directly,
            as a screen or a helper that breaks the pattern would: no coordinator asked for it. The library
            only sees changes that have a transition to read: an animated pop looks exactly like the Back
            button (the coordinator trims its screens, or finishes); an unanimated one has none, so the
            library ignores it and the coordinator's list keeps a screen that is gone (`tree` marks it
            "(stale)", `state` lists it under "stale").

            Examples: `nav pop unanimated`, `nav pop animated`
            """
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let animated = try Choice.pick(invocation.arguments[1], among: ["animated", "unanimated"], what: "pop style") == "animated"
        let sees = app.appDescription.style == .routerAndClosures ? Self.whatARouterSees : Self.whatTheLibrarySees
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
        var lines = ["\(navigation.objectName) popped \(ScreenNames.describe(screen)) by itself, " + sees(navigation, animated)]
        for coordinator in app.coordinators where coordinator.staleScreens.contains(where: { $0 === screen }) {
            lines.append("\(coordinator.object.objectName)'s list is stale: it still holds \(screen.objectName)")
        }
        return CommandOutput(lines)
    }

    /// radianttap's library reads the transition in its delegate's didShow.
    static func whatTheLibrarySees(_ navigation: NavigationController, animated: Bool) -> String {
        animated ? "animated: the library sees it as Back" : "unanimated: the library sees nothing"
    }

    /// A router sees a pop only as its navigation controller's delegate, and then only one it can
    /// read the transition of (MacCallum's fix).
    static func whatARouterSees(_ navigation: NavigationController, animated: Bool) -> String {
        let delegate = (navigation.delegate as? Responder)?.objectName
        switch (delegate, animated) {
        case (let router?, true): return "animated: \(router), its delegate, sees it leave and runs the completion kept for it"
        case (let router?, false): return "unanimated: \(router), its delegate, has no transition to read and sees nothing"
        case (nil, _): return (animated ? "animated" : "unanimated") + ": no router is its delegate, so none sees it"
        }
    }

    static let present = CommandDefinition(
        "present", family: .programmer,
        forms: [CommandForm(ArgumentSlot("SCREEN", .page), ArgumentSlot("ARGS", .pageArgument, .zeroOrMore))],
        changesApp: true,
        summary: .naming { app in
            app.style == .routerAndClosures
                ? "the router that shows the visible screen presents a new SCREEN modally (its `present`)"
                : "the visible screen's coordinator presents a new SCREEN modally (its `present`)"
        },
        details: .naming { app in
            """
            The factory makes the screen, then \(app.style == .routerAndClosures
                ? "the router that shows the visible screen presents it (`present`), unwired: no coordinator made it"
                : "the owning coordinator calls `present`: the screen gets the coordinator as its parentCoordinator and its navigation controller presents it"). UIKit refuses to
            present from a controller that already presents something (it logs a warning and shows
            nothing): this command says so and leaves the app as it was.

            \(HelpText.examples("present", [app.helpExamples.presentedPage]))
            """
        }
    ) { invocation throws(CommandError) in
        let navigator = try invocation.app.navigator()
        let page = try Pages.page(invocation.arguments, in: invocation.app)
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

    static let dismiss = CommandDefinition(
        "dismiss", family: .programmer, changesApp: true,
        summary: .naming { app in
            app.style == .routerAndClosures
                ? "the router that shows the visible screen dismisses what it presents, or itself (its `dismissModule`)"
                : "the visible screen's coordinator dismisses what its root presents, or its presented root (its `dismiss`)"
        },
        details: .naming { app in
            """
            Calls \(app.style == .routerAndClosures ? "`dismissModule()` on the router that shows the visible screen" : "the owning coordinator's `dismiss()`"), which asks its navigation controller: UIKit dismisses
            what it presents or, when it is itself presented, asks its presenter to dismiss it. Only the
            screens go: the coordinator is not \(app.style == .routerAndClosures ? "removed" : "stopped") (`tree` and `objects` show what stays behind).
            """
        }
    ) { invocation throws(CommandError) in
        let step = try invocation.app.navigator().dismiss()
        invocation.changingApp { _ in step.perform() }
        return CommandOutput(step.line)
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
