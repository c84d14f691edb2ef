import Foundation
import HeadlessUIKit
import PlaygroundHost

enum NotifyCommand {
    static let definition = CommandDefinition(
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
            """
        },
        examples: .lines("notify launch_id=item item_id=3", "notify launch_id=settings", "notify launch_id=signUp")
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
}
