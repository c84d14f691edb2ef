import Coordinator
import CoordinatorHostAdapter
import ExerciseSupport
import Foundation
import HeadlessUIKit
import PlaygroundHost

/// Exercise 3's app as the playground runs it, on your `ProfileCoordinator`: the exercise ships
/// this file; you never edit it.
public final class CityApp: PlaygroundApp, SendsMessages, CoordinatorLibraryApp {
    public static let appDescription = AppDescription(
        name: "city",
        banner: "Exercise 3: the profile and its city picker, on your ProfileCoordinator. Type 'help' for commands, 'quit' to leave.",
        directives: [],
        pages: [PageDescription(name: "profile"), PageDescription(name: "cities")],
        sections: [],
        deepLinkExamples: [],
        helpExamples: HelpExamples(
            responder: "Button#1", button: "changeCity", typing: "", rowInNamedList: "", rows: [],
            earlierScreen: "ProfileViewController#1", deepLink: "", pagesWithArguments: [], coordinatorScreen: "ProfileViewController#1",
            presentedPage: "cities", section: "", runningCoordinator: "CityPickerCoordinator#1",
            messages: ["cityPick", "citySelect city=Tokyo"], service: ""),
        words: .radianttap(outputsExample: "ProfileViewController"))

    public static let messages = [
        MessageDescription(name: CityPick.name, arguments: [], summary: "asks for the city picker"),
        MessageDescription(
            name: CitySelect.name, arguments: [.init(key: "city", allowedValues: Cities.all, isRequired: true)], summary: "picks a city"),
    ]
    public static let messageHandlers = [
        MessageHandlerDescription(ProfileCoordinator.self), MessageHandlerDescription(CityPickerCoordinator.self),
    ]

    public static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message {
        name == CitySelect.name ? CitySelect(city: arguments["city"] ?? Cities.all[0]) : CityPick()
    }

    public static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        throw AppRefusal("the city app takes no start directives")
    }

    private let launched: ExerciseLaunch<ProfileCoordinator>

    public init(directives: [String]) {
        launched = ExerciseLaunch(starting: { ProfileCoordinator() })
    }

    private var profile: ProfileCoordinator { launched.top }

    public var window: Window { launched.window }
    public var topCoordinator: any CoordinatorNode { ResponderCoordinatorNode(profile) }

    public static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        guard ["profile", "cities"].contains(name), arguments.isEmpty else { throw AppRefusal("the pages are 'profile' and 'cities'") }
    }
    public func makeScreen(page name: String, arguments: [String]) -> ViewController {
        name == "cities" ? CitiesViewController(chosen: profile.user.city) : ProfileViewController(city: profile.user.city)
    }

    public func start(section name: String) throws(AppRefusal) { throw AppRefusal("the city app has no sections") }
    public static func routing(of url: URL) -> LinkRouting { .unknown }
    public func open(_ url: URL) {}

    public var model: any Encodable { ["city": profile.user.city] }
    public static var nonOwningReferences: [NonOwningReferences] { NonOwningReferences.coordinatorLibrary }
    public static var sourceFiles: [SourceFile] { SourceFile.learnerFiles(besideScaffold: #filePath) }
}
