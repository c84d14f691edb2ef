import HeadlessUIKit
import PlaygroundHost

/// Commands that act as the programmer's code: what shows the visible screen in the app's
/// library (the coordinator that owns it, the router that shows it: the app's `ScreenNavigator`)
/// is asked to show, pop, present and dismiss screens, as the app's own code would ask it.
enum NavigationCommands {
    static let all = [push, pop, nav, present, dismiss, segue]

    /// The programmer's commands act through what shows the app's screens.
    static let needsNavigation = CommandNeed(.navigation) { app, _ in
        "the \(app.name) app shows its screens through nothing the playground can act through: "
            + "`back`, `tap` and `open` move between them as the user does"
    }

    static let push = CommandDefinition(
        "push", family: .programmer,
        forms: [CommandForm(ArgumentSlot("SCREEN", .page), ArgumentSlot("ARGS", .pageArgument, .zeroOrMore))],
        changesApp: true,
        needs: needsNavigation, summary: .naming { app in app.words.pushSummary },
        details: .naming { app in
            """
            The app's factory makes the screen (SCREEN is a page: \(app.pages.map(\.name).joined(separator: ", "))),
            then \(app.words.pushDetails). Pages that need data take it as ARGS.

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
        needs: needsNavigation, summary: .naming { app in app.words.popSummary },
        details: .naming { app in
            app.words.popDetails + "\n\n"
                + (app.words.popsToAScreen
                    ? HelpText.examples("pop", ["to " + app.helpExamples.coordinatorScreen, "root"]) : "Examples: `pop`, `pop root`")
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

    static let nav = CommandDefinition(
        "nav", family: .programmer,
        forms: [CommandForm(.keyword("pop"), .choice(["animated", "unanimated"]))],
        changesApp: true,
        needs: needsNavigation, summary: .naming { app in app.words.barePopSummary },
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

    static let present = CommandDefinition(
        "present", family: .programmer,
        forms: [CommandForm(ArgumentSlot("SCREEN", .page), ArgumentSlot("ARGS", .pageArgument, .zeroOrMore))],
        changesApp: true,
        needs: needsNavigation, summary: .naming { app in app.words.presentSummary },
        details: .naming { app in
            """
            The factory makes the screen, then \(app.words.presentDetails). UIKit refuses to
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
        needs: needsNavigation, summary: .naming { app in app.words.dismissSummary },
        details: .naming { app in
            """
            Calls \(app.words.dismissCall), which asks its navigation controller: UIKit dismisses
            what it presents or, when it is itself presented, asks its presenter to dismiss it. Only the
            screens go: the coordinator is not \(app.words.dismissLeaves) (`tree` and `objects` show what stays behind).
            """
        }
    ) { invocation throws(CommandError) in
        let navigator = try invocation.app.navigator()
        let step = try CommandError.refusing { () throws(AppRefusal) in try navigator.dismiss() }
        invocation.changingApp { _ in step.perform() }
        return CommandOutput(step.line)
    }
}

extension NavigationCommands {
    /// The screen `pop to` names among those `navigator` pops to, by object name or type.
    static func poppable(_ typed: String, by navigator: any ScreenNavigator) throws(CommandError) -> ViewController {
        if let refusal = navigator.popToRefusal { throw CommandError(refusal) }
        let screens = navigator.poppableScreens
        let match = NameResolver.object(typed, in: screens, name: \.objectID)
        if case .ambiguous(let several) = match { throw LiveApp.ambiguity(typed, several.map(\.objectName)) }
        guard case .found(let target) = match else {
            var error = CommandError.unknown("screen", typed, among: screens.map(\.objectName), listing: false).message
            error += " (\(navigator.name) owns: \(screens.map(\.objectName).joined(separator: ", ")))"
            throw CommandError(error)
        }
        return target
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
