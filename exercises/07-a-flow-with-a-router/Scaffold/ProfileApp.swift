import ExerciseSupport
import Foundation
import HeadlessUIKit
import PlaygroundHost
import RouterCoordinator
import RouterHostAdapter

/// Exercise 7's app as the playground runs it, on your `AppCoordinator` and `ProfileCoordinator`:
/// the exercise ships this file; you never edit it.
public final class ProfileApp: PlaygroundApp, RouterLibraryApp {
    public static let appDescription = AppDescription(
        name: "profile",
        banner: "Exercise 7: the profile app, on your coordinators and Panov's RouterImp. Type 'help' for commands, 'quit' to leave.",
        directives: [],
        pages: [PageDescription(name: "home"), PageDescription(name: "profile")],
        sections: [SectionDescription(name: "profile", coordinatorTypeName: "ProfileCoordinator")],
        deepLinkExamples: [],
        helpExamples: HelpExamples(
            responder: "Button#1", button: "editProfile", typing: "", rowInNamedList: "", rows: [],
            earlierScreen: "HomeViewController#1", deepLink: "", pagesWithArguments: [], coordinatorScreen: "HomeViewController#1",
            presentedPage: "profile", section: "profile", runningCoordinator: "ProfileCoordinator#1", messages: [], service: ""),
        words: .applicationCoordinator(appName: "profile", outputsExample: "HomeViewController", linksNote: ""))

    public static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        throw AppRefusal("the profile app takes no start directives")
    }

    private let launched: ExerciseLaunch<AppCoordinator>

    public init(directives: [String]) {
        launched = ExerciseLaunch { window in
            let navigation = NavigationController()
            window.rootViewController = navigation
            let coordinator = AppCoordinator(router: RouterImp(rootController: navigation), factory: ModuleFactoryImp())
            coordinator.start()
            return coordinator
        }
    }

    private var app: AppCoordinator { launched.top }

    public var window: Window { launched.window }
    public var topCoordinator: any CoordinatorNode { RoutedCoordinatorNode(app) }

    public static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        guard ["home", "profile"].contains(name), arguments.isEmpty else { throw AppRefusal("the pages are 'home' and 'profile'") }
    }
    public func makeScreen(page name: String, arguments: [String]) -> ViewController {
        name == "profile" ? ModuleFactoryImp().makeProfile() : ModuleFactoryImp().makeHome()
    }

    /// `start profile`: the profile flow, as the home screen's button runs it.
    public func start(section name: String) throws(AppRefusal) {
        guard name == "profile" else { throw AppRefusal.unknown("coordinator", name, among: ["profile"]) }
        app.runProfileFlow()
    }
    public static func routing(of url: URL) -> LinkRouting { .unknown }
    public func open(_ url: URL) {}

    public var model: any Encodable { [String: String]() }
    public static var nonOwningReferences: [NonOwningReferences] { [] }
    public static var sourceFiles: [SourceFile] { SourceFile.learnerFiles(besideScaffold: #filePath) }
}
