import Foundation
import HeadlessUIKit
import PlaygroundHost

enum OpenCommand {
    static let definition = CommandDefinition(
        "open", family: .user, forms: [CommandForm(ArgumentSlot("URL", .url))], changesApp: true,
        summary: .naming { app in "open a deep link, as the system hands it to the app (\(app.helpExamples.deepLink))" },
        details: .naming { app in
            """
            The application asks its scene delegate to open the URL; the app coordinator routes it to a page
            from whatever state the app is in. Links: \(app.deepLinkExamples.joined(separator: ", ")).\(app.words.linksNote)
            """
        },
        examples: .unlisted { app in app.deepLinkExamples.map { "open " + $0 } }
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
