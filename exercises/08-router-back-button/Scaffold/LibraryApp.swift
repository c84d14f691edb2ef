import ExerciseSupport
import Foundation
import HeadlessUIKit
import PlaygroundHost
import RouterCoordinator
import RouterHostAdapter

/// Exercise 8's app as the playground runs it, on your `AppRouter`: the exercise ships this file;
/// you never edit it.
public final class LibraryApp: PlaygroundApp, RouterLibraryApp {
    public static let appDescription = AppDescription(
        name: "library",
        banner: "Exercise 8: the library app, on your AppRouter. Type 'help' for commands, 'quit' to leave.",
        directives: [],
        pages: [PageDescription(name: "home"), PageDescription(name: "account")],
        sections: [SectionDescription(name: "account", coordinatorTypeName: "AccountCoordinator")],
        deepLinkExamples: [],
        helpExamples: HelpExamples(
            responder: "Button#1", button: "account", typing: "", rowInNamedList: "", rows: [],
            earlierScreen: "HomeViewController#1", deepLink: "", pagesWithArguments: [], coordinatorScreen: "HomeViewController#1",
            presentedPage: "account", section: "account", runningCoordinator: "AccountCoordinator#1", messages: [], service: ""),
        words: .applicationCoordinator(appName: "library", outputsExample: "HomeViewController", linksNote: ""))

    public static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        throw AppRefusal("the library app takes no start directives")
    }

    private let launched: ExerciseLaunch<AppCoordinator>

    public init(directives: [String]) {
        launched = ExerciseLaunch { window in
            let navigation = NavigationController()
            window.rootViewController = navigation
            let coordinator = AppCoordinator(router: AppRouter(rootController: navigation), factory: ModuleFactoryImp())
            coordinator.start()
            return coordinator
        }
    }

    private var app: AppCoordinator { launched.top }

    public var window: Window { launched.window }
    public var topCoordinator: any CoordinatorNode { RoutedCoordinatorNode(app) }

    public static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        guard ["home", "account"].contains(name), arguments.isEmpty else { throw AppRefusal("the pages are 'home' and 'account'") }
    }
    public func makeScreen(page name: String, arguments: [String]) -> ViewController {
        name == "account" ? ModuleFactoryImp().makeAccount() : ModuleFactoryImp().makeHome()
    }

    /// `start account`: the account flow, as the home screen's button runs it.
    public func start(section name: String) throws(AppRefusal) {
        guard name == "account" else { throw AppRefusal.unknown("coordinator", name, among: ["account"]) }
        app.runAccountFlow()
    }
    public static func routing(of url: URL) -> LinkRouting { .unknown }
    public func open(_ url: URL) {}

    public var model: any Encodable { [String: String]() }
    public static var nonOwningReferences: [NonOwningReferences] { [] }
    public static var sourceFiles: [SourceFile] { SourceFile.learnerFiles(besideScaffold: #filePath) }
}

/// `tree` lists what your router keeps, as it does for the library's routers.
extension AppRouter: ListedRouter {
    var controllersWithPendingCompletion: [ViewController] { completions.map(\.controller) }
    static var origin: String { "AppRouter, yours (Sources/AppRouter.swift)" }
}
