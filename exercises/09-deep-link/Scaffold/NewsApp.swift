import Coordinator
import CoordinatorHostAdapter
import ExerciseSupport
import Foundation
import HeadlessUIKit
import PlaygroundHost

/// Exercise 9's app as the playground runs it, on your `AppCoordinator`: the exercise ships this
/// file; you never edit it. A link the `open` command opens reaches your `display(_:)` as a page,
/// as the system hands a URL to the scene delegate and the scene delegate to the coordinator.
public final class NewsApp: PlaygroundApp, SendsMessages, CoordinatorLibraryApp {
    public static let appDescription = AppDescription(
        name: "news",
        banner: "Exercise 9: the news app, on your AppCoordinator. Type 'help' for commands, 'quit' to leave.",
        directives: [],
        pages: [PageDescription(name: "articles"), PageDescription(name: "settings")],
        sections: [],
        deepLinkExamples: ["news://article/2", "news://settings", "news://articles"],
        helpExamples: HelpExamples(
            responder: "ArticlesViewController#1", button: "", typing: "", rowInNamedList: "articles:1", rows: ["Deep links"],
            earlierScreen: "ArticlesViewController#1", deepLink: "news://article/2", pagesWithArguments: [],
            coordinatorScreen: "ArticlesViewController#1", presentedPage: "settings", section: "",
            runningCoordinator: "ReadingCoordinator#1", messages: ["articleShow id=1"], service: ""),
        words: .radianttap(outputsExample: "ArticlesViewController"))

    public static let messages = [
        MessageDescription(
            name: ArticleShow.name,
            arguments: [.init(key: "id", allowedValues: Articles.titles.indices.map(String.init), isRequired: true)],
            summary: "asks for an article's page")
    ]
    public static let messageHandlers = [MessageHandlerDescription(ReadingCoordinator.self)]

    public static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message {
        ArticleShow(id: Int(arguments["id"] ?? "") ?? 0)
    }

    public static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        throw AppRefusal("the news app takes no start directives")
    }

    private let launched: ExerciseLaunch<AppCoordinator>

    public init(directives: [String]) {
        launched = ExerciseLaunch(starting: { AppCoordinator() })
    }

    private var app: AppCoordinator { launched.top }

    public var window: Window { launched.window }
    public var topCoordinator: any CoordinatorNode { ResponderCoordinatorNode(app) }

    public static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        guard ["articles", "settings"].contains(name), arguments.isEmpty else {
            throw AppRefusal("the pages are 'articles' and 'settings'")
        }
    }
    public func makeScreen(page name: String, arguments: [String]) -> ViewController {
        name == "settings" ? SettingsViewController() : ArticlesViewController()
    }

    public func start(section name: String) throws(AppRefusal) { throw AppRefusal("the news app has no sections to start") }

    public static func routing(of url: URL) -> LinkRouting {
        guard url.scheme == "news" else { return .unknown }
        return Page(url: url) == nil
            ? .leadsNowhere(reason: "the links are news://articles, news://article/0-2 and news://settings") : .opens
    }
    public func open(_ url: URL) {
        guard let page = Page(url: url) else { return }
        app.display(page)
    }

    public var model: any Encodable { [String: String]() }
    public static var nonOwningReferences: [NonOwningReferences] { NonOwningReferences.coordinatorLibrary }
    public static var sourceFiles: [SourceFile] { SourceFile.learnerFiles(besideScaffold: #filePath) }
}
