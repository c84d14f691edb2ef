import Foundation
import HeadlessUIKit
import ItemsApp
import PlaygroundHost
import RouterCoordinator
import RouterHostAdapter

/// The ApplicationCoordinator README's app (launch instructor, auth, onboarding, a tab bar with
/// items and settings) as an app the playground runs, beside the shop: the same commands, a
/// different style. It has no messages and no services: its screens report through closures.
package final class ItemsPlaygroundApp: PlaygroundApp, RouterLibraryApp, TakesNotifications {
    private let items: ItemsApp

    package static let appDescription = AppDescription(
        name: "items",
        banner:
            "Coordinator Playground: a live, headless items app (routers, closures, factories). Type 'help' for commands, 'quit' to leave.",
        directives: [
            DirectiveDescription("launch fresh|main", summary: "what the user did before (fresh: auth first; main: the tab bar)"),
            DirectiveDescription(
                "router RouterImp|Router",
                summary: "whose router: RouterImp, Panov's (the default: the README is his), or Router, dimaosa's fork's"
            ),
            DirectiveDescription("link URL", summary: "the link the app is launched with"),
        ],
        pages: ItemsPage.names.map { PageDescription(name: $0, argumentValues: ItemsPage.argumentValues(for: $0)) },
        sections: ItemsSection.allCases.map { SectionDescription(name: $0.rawValue, coordinatorTypeName: $0.coordinatorTypeName) },
        deepLinkExamples: ItemsDeepLink.examples,
        helpExamples: HelpExamples(
            responder: "LoginViewController#1", button: "logIn", typing: "title Lamp", rowInNamedList: "list:2",
            rows: ["0", "\"Item 3\""], earlierScreen: "SettingsViewController#1", deepLink: "items://item/3",
            pagesWithArguments: ["item 3", "terms"], coordinatorScreen: "ItemsListViewController#1", presentedPage: "create",
            section: "settings", runningCoordinator: "AuthCoordinator#1", messages: [], service: "", setups: helpExampleSetups),
        words: .applicationCoordinator(appName: "items", outputsExample: "TabbarController", linksNote: linksArePlaygrounds))

    /// What a freshly launched items app (at its login screen) needs before an example of `help`
    /// works: most act on the list of items, past the login.
    private static let helpExampleSetups: [String: [String]] = {
        let list = ["tap logIn", "tap finish"]
        return [
            "screen ItemsListViewController#1": list, "select 0": list, "select \"Item 3\"": list, "push item 3": list,
            "push terms": list, "pop": list + ["push item 3"], "pop root": list + ["push item 3"],
            "nav pop unanimated": list + ["push item 3"], "nav pop animated": list + ["push item 3"], "present create": list,
            "dismiss": list + ["present create"], "swipe down": list + ["present create"], "type title Lamp": list + ["tap add"],
            "start settings": list, "holders ItemsListViewController": list, "outputs TabbarController": list, "undo": ["tap signUp"],
            "back to SettingsViewController#1": list + ["tap settings", "select Account"],
        ]
    }()

    /// What the items app's URLs are: the original reads none (Panov's
    /// `DeepLinkOption.build(with userActivity:)` at 5607964 is a TODO that returns nil).
    private static let linksArePlaygrounds = """
         The URLs are the playground's way in: the original reads none (its `build(with userActivity:)` is a
        TODO) and takes its links from push notifications (`notify`). Routing item and settings links past
        the tab bar coordinator is the playground's too: the original's stops there, its `start(with:)`
        being the empty default.
        """

    /// What the items app's directives set.
    private enum Directive {
        case launch(ItemsConfiguration.Launch)
        case router(ItemsConfiguration.RouterClass)
        case link(ItemsDeepLink)

        init(_ text: String) throws(AppRefusal) {
            let words = text.split(separator: " ").map(String.init)
            switch (words.first, words.count) {
            case ("launch", 2):
                guard let launch = ItemsConfiguration.Launch(rawValue: words[1].lowercased()) else {
                    throw AppRefusal("the app launches 'fresh' or 'main', not '\(words[1])'")
                }
                self = .launch(launch)
            case ("router", 2):
                let classes = ItemsConfiguration.RouterClass.allCases.map(\.rawValue)
                guard
                    let router = ItemsConfiguration.RouterClass.allCases.first(where: { $0.rawValue.lowercased() == words[1].lowercased() })
                else {
                    throw AppRefusal.unknown("router", words[1], among: classes)
                }
                self = .router(router)
            case ("link", 2):
                guard let url = URL(string: words[1]), let link = ItemsDeepLink(url: url) else {
                    throw AppRefusal.unknown("link", words[1], among: ItemsDeepLink.examples)
                }
                self = .link(link)
            default:
                throw AppRefusal("unknown directive '\(text)'")
            }
        }

        var text: String {
            switch self {
            case .launch(let launch): "launch \(launch.rawValue)"
            case .router(let router): "router \(router.rawValue)"
            case .link(let link): "link \(link)"
            }
        }
    }

    package static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        try Directive(directive).text
    }

    /// Directives `checkDirective` did not return are ignored.
    package init(directives: [String]) {
        var configuration = ItemsConfiguration()
        for directive in directives.compactMap({ try? Directive($0) }) {
            switch directive {
            case .launch(let launch): configuration.launch = launch
            case .router(let router): configuration.router = router
            case .link(let link): configuration.launchLink = link
            }
        }
        items = ItemsApp(configuration: configuration)
    }

    package var window: Window { items.window }

    package var topCoordinator: any CoordinatorNode { RoutedCoordinatorNode(items.topCoordinator) }

    package static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        _ = try page(named: name, arguments: arguments)
    }

    package func makeScreen(page name: String, arguments: [String]) -> ViewController {
        guard let page = try? Self.page(named: name, arguments: arguments) else {
            preconditionFailure("the engine makes only the pages checkPage accepted, not '\(name)'")
        }
        return items.makeScreen(for: page)
    }

    private static func page(named name: String, arguments: [String]) throws(AppRefusal) -> ItemsPage {
        do throws(ItemsAppError) {
            return try ItemsPage(name: name, arguments: arguments)
        } catch {
            throw AppRefusal(error.message)
        }
    }

    package func start(section name: String) throws(AppRefusal) {
        guard let section = ItemsSection(rawValue: name) else {
            throw AppRefusal.unknown("coordinator", name, among: ItemsSection.allCases.map(\.rawValue))
        }
        do throws(ItemsAppError) {
            try items.start(section)
        } catch {
            throw AppRefusal(error.message)
        }
    }

    package static func routing(of url: URL) -> LinkRouting {
        guard let link = ItemsDeepLink(url: url) else { return .unknown }
        if case .item(let id) = link, (try? ItemsPage(name: "item", arguments: [String(id)])) == nil {
            return .leadsNowhere(reason: "there is no item \(id) (items: \(ItemsPage.argumentValues(for: "item").joined(separator: ", ")))")
        }
        return .opens
    }

    package func open(_ url: URL) {
        items.open(url)
    }

    /// As `DeepLinkOption.build(with:)` reads a payload, with one difference: what it would
    /// build nil from (no `launch_id`, an unknown one) is refused here, where the original's
    /// AppDelegate would call `start(with: nil)` and run the launch instructor's flow again.
    package static func checkNotification(_ payload: [String: String]) throws(AppRefusal) -> String {
        let takes = "a notification takes launch_id=\(NotificationOption.launchIDs.joined(separator: "|")) and, with item, item_id=N"
        if let key = payload.keys.sorted().first(where: { !NotificationOption.keys.contains($0) }) {
            throw AppRefusal("unknown key '\(key)': \(takes)")
        }
        guard let option = NotificationOption.build(with: payload) else {
            throw AppRefusal(payload["launch_id"].map { "unknown launch_id '\($0)': \(takes)" } ?? "no launch_id: \(takes)")
        }
        if case .item(let id?) = option, (try? ItemsPage(name: "item", arguments: [id])) == nil {
            throw AppRefusal("there is no item \(id) (items: \(ItemsPage.argumentValues(for: "item").joined(separator: ", ")))")
        }
        guard let link = option.link else {
            return
                "DeepLinkOption.build(with:) read \(option.caseName); the original's coordinators ignore it (their start(with:) is the empty default): nothing happens"
        }
        let playgrounds = link.needsMainFlow ? " (the playground's routing: the original's stops at TabbarCoordinator)" : ""
        return "DeepLinkOption.build(with:) read \(option.caseName): the application coordinator starts with \(link)\(playgrounds)"
    }

    package func receiveNotification(_ payload: [String: String]) {
        items.receiveRemoteNotification(payload)
    }

    package var model: any Encodable { items.modelSnapshot }

    package static var nonOwningReferences: [NonOwningReferences] { NonOwningReferences.items }

    /// Read once, from the copy of `Sources/ItemsApp` this module ships as a resource.
    package static let sourceFiles = SourceFile.shipped(in: .module, folder: "ItemsApp")

    /// The library the app is built on (RouterCoordinator, after the ApplicationCoordinator README), shipped the same way:
    /// the host is what knows which library its app uses, and it sits above both.
    package static let librarySourceFiles = SourceFile.shipped(in: .module, folder: "RouterCoordinator")
}
