import Coordinator
import CoordinatorHostAdapter
import ExerciseSupport
import Foundation
import HeadlessUIKit
import PlaygroundHost

/// Exercise 2's app as the playground runs it, on your `HomeViewController`: the exercise ships
/// this file; you never edit it.
public final class BakeryApp: PlaygroundApp, SendsMessages, CoordinatorLibraryApp {
    public static let appDescription = AppDescription(
        name: "bakery",
        banner: "Exercise 2: the bakery, on your HomeViewController. Type 'help' for commands, 'quit' to leave.",
        directives: [],
        pages: [PageDescription(name: "home")],
        sections: [],
        deepLinkExamples: [],
        helpExamples: HelpExamples(
            responder: "Button#1", button: "buyNow", typing: "", rowInNamedList: "", rows: [], earlierScreen: "HomeViewController#1",
            deepLink: "", pagesWithArguments: [], coordinatorScreen: "HomeViewController#1", presentedPage: "home",
            section: "", runningCoordinator: "BakeryCoordinator#1", messages: ["basketAdd item=Croissant"], service: ""),
        words: .radianttap(outputsExample: "HomeViewController"))

    public static let messages = [
        MessageDescription(
            name: BasketAdd.name, arguments: [.init(key: "item", allowedValues: ["Croissant", "Baguette"], isRequired: true)],
            summary: "puts an item in the basket")
    ]
    public static let messageHandlers = [
        MessageHandlerDescription(HomeViewController.self), MessageHandlerDescription(BakeryCoordinator.self),
    ]

    public static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message {
        BasketAdd(item: arguments["item"] ?? "Croissant")
    }

    public static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        throw AppRefusal("the bakery takes no start directives")
    }

    private let launched: ExerciseLaunch<BakeryCoordinator>

    public init(directives: [String]) {
        launched = ExerciseLaunch(starting: { BakeryCoordinator() })
    }

    private var bakery: BakeryCoordinator { launched.top }

    public var window: Window { launched.window }
    public var topCoordinator: any CoordinatorNode { ResponderCoordinatorNode(bakery) }

    public static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        guard name == "home", arguments.isEmpty else { throw AppRefusal("the bakery's one page is 'home'") }
    }
    public func makeScreen(page name: String, arguments: [String]) -> ViewController { HomeViewController() }

    public func start(section name: String) throws(AppRefusal) { throw AppRefusal("the bakery has no sections") }
    public static func routing(of url: URL) -> LinkRouting { .unknown }
    public func open(_ url: URL) {}

    public var model: any Encodable { ["basket": bakery.basket] }
    public static var nonOwningReferences: [NonOwningReferences] { NonOwningReferences.coordinatorLibrary }
    public static var sourceFiles: [SourceFile] { SourceFile.learnerFiles(besideScaffold: #filePath) }
}
