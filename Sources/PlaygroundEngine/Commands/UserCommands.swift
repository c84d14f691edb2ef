import Foundation
import HeadlessUIKit
import PlaygroundHost

/// Commands that act as the person holding the phone: taps, typing, selecting, Back, links.
enum UserCommands {
    static let all = [tap, type, select, back, swipe, open, notify]

    static let tap = CommandDefinition(
        "tap", family: .user,
        forms: [CommandForm(ArgumentSlot("CONTROL", .control)), CommandForm(ArgumentSlot("CONTROL", .control), .keyword("twice"))],
        changesApp: true,
        summary: "tap a button of the visible screen, a tab, a switch (`twice`: faster than any animation)",
        details: .naming { app in
            """
            CONTROL is the button's id, as `screen` shows it, or the start of exactly one button's id; a tab
            of the tab bar under the screen is tapped by its id too, and a switch flips. The button's action
            runs, as under a finger: \(app.words.tapLeadsTo).

            `tap CONTROL twice` taps the same control twice in one turn of the run loop, before anything
            the first tap started has ended: a person faster than the animation, the double tap that
            pushes two screens (or crashes) in real apps unless the code guards against it.

            \(HelpText.examples("tap", [app.helpExamples.button, app.helpExamples.button + " twice"]))
            """
        }
    ) { invocation throws(CommandError) in
        let control = try invocation.app.tappable(invocation.arguments[0])
        let tap: () -> Bool = {
            if let button = control as? Button { return button.tap() }
            return (control as? Switch)?.tap() ?? false
        }
        let title = (control as? Button)?.title ?? (control as? Switch)?.title ?? ""
        guard invocation.arguments.count == 2 else {
            invocation.changingApp { _ in _ = tap() }
            guard let toggle = control as? Switch else { return CommandOutput("tapped [\(title)]") }
            return CommandOutput("switched \(toggle.title) \(toggle.isOn ? "on" : "off")")
        }
        let second = invocation.changingApp { _ in
            _ = tap()
            return tap()
        }
        guard second else {
            return CommandOutput(
                "tapped [\(title)] twice; the second tap did nothing: the first left it \(control.isHidden ? "hidden" : "disabled")"
            )
        }
        return CommandOutput("tapped [\(title)] twice, faster than any animation")
    }

    static let type = CommandDefinition(
        "type", family: .user,
        forms: [CommandForm(ArgumentSlot("FIELD", .field), ArgumentSlot("TEXT", .text, .rest))], changesApp: true,
        summary: "type TEXT into a text field of the visible screen, replacing its text",
        details: .naming { app in
            """
            FIELD is the field's id, as `screen` shows it, or the start of exactly one field's id. TEXT is
            the rest of the line; quote it to keep several spaces or to type nothing ("").

            \(HelpText.examples("type", [app.helpExamples.typing]))
            """
        }
    ) { invocation throws(CommandError) in
        let field = try invocation.app.field(invocation.arguments[0])
        let text = invocation.arguments.dropFirst().joined(separator: " ")
        invocation.changingApp { _ in field.type(text) }
        return CommandOutput("typed \"\(field.displayedText)\" into \(field.identifier ?? invocation.arguments[0])")
    }

    static let select = CommandDefinition(
        "select", family: .user, forms: [CommandForm(ArgumentSlot("ROW", .row, .rest))], changesApp: true,
        summary: "select a row of the visible screen's list, by index or by its text",
        details: .naming { app in
            """
            ROW is a row's index (from 0) or its text, as `screen` shows them; the rest of the line is the
            row's text, with or without quotes (`select Wool Coat`). When the screen has several lists, name
            the list for an index: `select \(app.helpExamples.rowInNamedList)`; text is looked for in every list.

            \(HelpText.examples("select", app.helpExamples.rows))
            """
        }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        // A row's text as a person types it: `select Wool Coat`, spaces and all.
        let typed = invocation.arguments.joined(separator: " ")
        let target = try RowLookup.find(typed, on: try app.requireVisibleScreen(), in: app)
        invocation.changingApp { _ in target.list.select(row: target.index) }
        return CommandOutput("selected \"\(target.title)\" in \(target.list.identifier ?? "the list")")
    }

    static let back = CommandDefinition(
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

            \(HelpText.examples("back", ["to " + app.helpExamples.earlierScreen]))
            """
        }
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
        if case .ambiguous(let several) = match { throw LiveApp.ambiguity(name, several.map(\.objectName)) }
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

    static let open = CommandDefinition(
        "open", family: .user, forms: [CommandForm(ArgumentSlot("URL", .url))], changesApp: true,
        summary: .naming { app in "open a deep link, as the system hands it to the app (\(app.helpExamples.deepLink))" },
        details: .naming { app in
            """
            The application asks its scene delegate to open the URL; the app coordinator routes it to a page
            from whatever state the app is in. Links: \(app.deepLinkExamples.joined(separator: ", ")).\(app.words.linksNote)
            """
        }
    ) { invocation throws(CommandError) in
        let text = invocation.arguments[0]
        let url = URL(string: text)
        let routing = url.map(invocation.app.kind.routing(of:)) ?? .unknown
        guard let url, routing == .opens else {
            throw routesNowhere(text, routing, examples: invocation.app.appDescription.deepLinkExamples)
        }
        invocation.changingApp { live in live.hosted.open(url) }
        return CommandOutput("opened \(text)")
    }

    static let notify = CommandDefinition(
        "notify", family: .user, forms: [CommandForm(ArgumentSlot("key=value ...", .text, .rest))], changesApp: true,
        needs: CommandNeed(.notifications) { app, elsewhere in
            "the \(app.name) app takes no push notifications: its links come through `open`"
                + (elsewhere.map { "; the \($0) app's AppDelegate reads a notification's payload (`app \($0)`, then `help notify`)" } ?? "")
        },
        summary: "deliver a push notification's payload (items app: launch_id=item item_id=3)",
        details: .naming { _ in
            """
            The items app only. As Panov's AppDelegate does in `didReceiveRemoteNotification`
            (`Application/AppDelegate.swift` at 5607964), `DeepLinkOption.build(with:)` reads the payload's
            `launch_id` (onboarding, items, item, settings, login, terms, signUp) and, for item, its `item_id`,
            and the application coordinator starts with the option. In the original only onboarding and signUp
            lead anywhere: every other option goes to the children's `start(with:)`, which is the empty default
            (the tab bar, item and settings coordinators override only `start()`). Routing item and settings on
            to the tab and the detail is the playground's (as `open items://item/3` is); items, login and terms
            do nothing, as in the original. A payload the original builds nil from (no launch_id, an unknown
            one) is refused here: the original would start the launch instructor's flow again.

            Examples: `notify launch_id=item item_id=3`, `notify launch_id=settings`, `notify launch_id=signUp`
            """
        }
    ) { invocation throws(CommandError) in
        var payload: [String: String] = [:]
        for word in invocation.arguments.joined(separator: " ").split(separator: " ").map(String.init) {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw CommandError("notify takes key=value words (launch_id=item item_id=3), not '\(word)'")
            }
            payload[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
        let notifications = try invocation.app.notifications
        let outcome: String
        do throws(AppRefusal) {
            outcome = try Swift.type(of: notifications).checkNotification(payload)
        } catch {
            throw CommandError(refusal: error)
        }
        invocation.changingApp { live in (live.hosted as? any TakesNotifications)?.receiveNotification(payload) }
        return CommandOutput(outcome)
    }

    /// Why `open` refuses a link: not the app's (with the closest example, or a few), or the
    /// app's but leading to data that does not exist (`shop://product/99`).
    private static func routesNowhere(_ text: String, _ routing: LinkRouting, examples: [String]) -> CommandError {
        var message = "'\(text)' routes nowhere in the app"
        if case .leadsNowhere(let reason) = routing {
            message += ": \(reason)"
        } else if let suggestion = Suggestion.closest(to: text, among: examples) {
            message += "; did you mean \(suggestion)?"
        } else {
            message += " (try \(examples.prefix(3).joined(separator: ", ")))"
        }
        return CommandError(message)
    }
}
