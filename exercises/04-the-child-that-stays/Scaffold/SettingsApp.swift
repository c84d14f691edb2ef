import Coordinator
import CoordinatorHostAdapter
import ExerciseSupport
import Foundation
import HeadlessUIKit
import PlaygroundHost

/// Exercise 4's app as the playground runs it, on your `SettingsCoordinator`: the exercise ships
/// this file; you never edit it.
public final class SettingsApp: PlaygroundApp, SendsMessages, CoordinatorLibraryApp {
    public static let appDescription = AppDescription(
        name: "settings",
        banner: "Exercise 4: the settings app, on your SettingsCoordinator. Type 'help' for commands, 'quit' to leave.",
        directives: [],
        pages: [PageDescription(name: "home"), PageDescription(name: "settings")],
        sections: [SectionDescription(name: "settings")],
        deepLinkExamples: [],
        helpExamples: HelpExamples(
            responder: "Button#1", button: "settings", typing: "", rowInNamedList: "", rows: [], earlierScreen: "HomeViewController#1",
            deepLink: "", pagesWithArguments: [], coordinatorScreen: "HomeViewController#1", presentedPage: "settings",
            section: "settings", runningCoordinator: "SettingsCoordinator#1", messages: ["settingsOpen", "settingsDone"], service: ""),
        words: .radianttap(outputsExample: "SettingsViewController"))

    public static let messages = [
        MessageDescription(name: SettingsOpen.name, arguments: [], summary: "asks for the settings flow"),
        MessageDescription(name: SettingsDone.name, arguments: [], summary: "says the settings flow is over"),
    ]
    public static let messageHandlers = [
        MessageHandlerDescription(HomeCoordinator.self), MessageHandlerDescription(SettingsCoordinator.self),
    ]

    public static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message {
        name == SettingsDone.name ? SettingsDone() : SettingsOpen()
    }

    public static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        throw AppRefusal("the settings app takes no start directives")
    }

    private let launched: ExerciseLaunch<HomeCoordinator>

    public init(directives: [String]) {
        launched = ExerciseLaunch(starting: { HomeCoordinator() })
    }

    private var home: HomeCoordinator { launched.top }

    public var window: Window { launched.window }
    public var topCoordinator: any CoordinatorNode { ResponderCoordinatorNode(home) }

    public static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        guard ["home", "settings"].contains(name), arguments.isEmpty else { throw AppRefusal("the pages are 'home' and 'settings'") }
    }
    public func makeScreen(page name: String, arguments: [String]) -> ViewController {
        name == "settings" ? SettingsViewController() : HomeViewController()
    }

    /// `start settings`: the settings flow, started as the home coordinator's handler starts it.
    public func start(section name: String) throws(AppRefusal) {
        guard name == "settings" else { throw AppRefusal.unknown("coordinator", name, among: ["settings"]) }
        home.startChild(coordinator: SettingsCoordinator(rootViewController: home.rootViewController))
    }
    public static func routing(of url: URL) -> LinkRouting { .unknown }
    public func open(_ url: URL) {}

    public var model: any Encodable { [String: String]() }
    public static var nonOwningReferences: [NonOwningReferences] { NonOwningReferences.coordinatorLibrary }
    public static var sourceFiles: [SourceFile] { SourceFile.learnerFiles(besideScaffold: #filePath) }
}
