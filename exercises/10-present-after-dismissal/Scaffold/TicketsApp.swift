import Coordinator
import CoordinatorHostAdapter
import ExerciseSupport
import Foundation
import HeadlessUIKit
import PlaygroundHost

/// Exercise 10's app as the playground runs it, on your `AppCoordinator`: the exercise ships this
/// file; you never edit it.
public final class TicketsApp: PlaygroundApp, SendsMessages, CoordinatorLibraryApp {
    public static let appDescription = AppDescription(
        name: "tickets",
        banner: "Exercise 10: the ticket app, on your AppCoordinator. Type 'help' for commands, 'quit' to leave.",
        directives: [],
        pages: [PageDescription(name: "home")],
        sections: [],
        deepLinkExamples: [],
        helpExamples: HelpExamples(
            responder: "Button#1", button: "buyTicket", typing: "", rowInNamedList: "", rows: [], earlierScreen: "HomeViewController#1",
            deepLink: "", pagesWithArguments: [], coordinatorScreen: "HomeViewController#1", presentedPage: "home",
            section: "", runningCoordinator: "LoginCoordinator#1", messages: ["ticketBuy", "loginSubmit"], service: ""),
        words: .radianttap(outputsExample: "HomeViewController"))

    public static let messages = [
        MessageDescription(name: TicketBuy.name, arguments: [], summary: "asks to buy a ticket"),
        MessageDescription(name: LoginSubmit.name, arguments: [], summary: "logs in"),
    ]
    public static let messageHandlers = [
        MessageHandlerDescription(AppCoordinator.self), MessageHandlerDescription(LoginCoordinator.self),
    ]

    public static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message {
        name == LoginSubmit.name ? LoginSubmit() : TicketBuy()
    }

    public static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        throw AppRefusal("the ticket app takes no start directives")
    }

    private let launched: ExerciseLaunch<AppCoordinator>

    public init(directives: [String]) {
        launched = ExerciseLaunch(starting: { AppCoordinator() })
    }

    private var app: AppCoordinator { launched.top }

    public var window: Window { launched.window }
    public var topCoordinator: any CoordinatorNode { ResponderCoordinatorNode(app) }

    public static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        guard name == "home", arguments.isEmpty else { throw AppRefusal("the ticket app's one page is 'home'") }
    }
    public func makeScreen(page name: String, arguments: [String]) -> ViewController { HomeViewController() }

    public func start(section name: String) throws(AppRefusal) { throw AppRefusal("the ticket app has no sections") }
    public static func routing(of url: URL) -> LinkRouting { .unknown }
    public func open(_ url: URL) {}

    public var model: any Encodable { ["user": app.session.user ?? ""] }
    public static var nonOwningReferences: [NonOwningReferences] { NonOwningReferences.coordinatorLibrary }
    public static var sourceFiles: [SourceFile] { SourceFile.learnerFiles(besideScaffold: #filePath) }
}
