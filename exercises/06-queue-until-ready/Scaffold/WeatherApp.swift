import Coordinator
import CoordinatorHostAdapter
import ExerciseSupport
import Foundation
import HeadlessUIKit
import PlaygroundHost

/// Exercise 6's app as the playground runs it, on your `ForecastCoordinator`: the exercise ships
/// this file; you never edit it.
public final class WeatherApp: PlaygroundApp, SendsMessages, HasServices, CoordinatorLibraryApp {
    public static let appDescription = AppDescription(
        name: "weather",
        banner: "Exercise 6: the weather app, on your ForecastCoordinator. Type 'help' for commands, 'quit' to leave.",
        directives: [],
        pages: [PageDescription(name: "home")],
        sections: [],
        deepLinkExamples: [],
        helpExamples: HelpExamples(
            responder: "Label#1", button: "", typing: "", rowInNamedList: "", rows: [],
            earlierScreen: "HomeViewController#1", deepLink: "", pagesWithArguments: [], coordinatorScreen: "HomeViewController#1",
            presentedPage: "home", section: "", runningCoordinator: "ForecastCoordinator#1",
            messages: ["forecastToday"], service: "forecast ready"),
        words: .radianttap(outputsExample: "HomeViewController"))

    public static let services = ["forecast"]

    public static let messages = [MessageDescription(name: ForecastToday.name, arguments: [], summary: "asks for today's forecast")]
    public static let messageHandlers = [
        MessageHandlerDescription(ForecastCoordinator.self)
    ]

    public static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message {
        ForecastToday()
    }

    public static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        throw AppRefusal("the weather app takes no start directives")
    }

    private let launched: ExerciseLaunch<ForecastCoordinator>

    public init(directives: [String]) {
        launched = ExerciseLaunch(starting: { ForecastCoordinator() })
    }

    private var forecast: ForecastCoordinator { launched.top }

    /// The forecast service connects when `service forecast ready` says so: the app hands the
    /// coordinator its dependencies again, as an app delegate does when a service is ready.
    public func state(ofService name: String) -> ServiceState { forecast.dependencies?.forecast == nil ? .pending : .ready }
    public func setState(ofService name: String, to state: ServiceState) {
        forecast.dependencies = AppDependency(forecast: state == .ready ? ForecastService() : nil)
    }

    public var window: Window { launched.window }
    public var topCoordinator: any CoordinatorNode { ResponderCoordinatorNode(forecast) }

    public static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        guard name == "home", arguments.isEmpty else { throw AppRefusal("the weather app's one page is 'home'") }
    }
    public func makeScreen(page name: String, arguments: [String]) -> ViewController {
        HomeViewController()
    }

    public func start(section name: String) throws(AppRefusal) { throw AppRefusal("the weather app has no sections") }
    public static func routing(of url: URL) -> LinkRouting { .unknown }
    public func open(_ url: URL) {}

    public var model: any Encodable { ["forecast": state(ofService: "forecast").rawValue] }
    public static var nonOwningReferences: [NonOwningReferences] { NonOwningReferences.coordinatorLibrary }
    public static var sourceFiles: [SourceFile] { SourceFile.learnerFiles(besideScaffold: #filePath) }
}
