import Coordinator
import CoordinatorHostAdapter
import ExerciseSupport
import Foundation
import HeadlessUIKit
import PlaygroundHost

/// Exercise 5's app as the playground runs it, on your `WorkCitiesCoordinator`: the exercise ships
/// this file; you never edit it.
public final class WorkCitiesApp: PlaygroundApp, SendsMessages, CoordinatorLibraryApp {
    public static let appDescription = AppDescription(
        name: "workcities",
        banner: "Exercise 5: the work-cities picker, on your WorkCitiesCoordinator. Type 'help' for commands, 'quit' to leave.",
        directives: [],
        pages: [PageDescription(name: "edit"), PageDescription(name: "regions")],
        sections: [],
        deepLinkExamples: [],
        helpExamples: HelpExamples(
            responder: "Button#1", button: "pickWorkCities", typing: "", rowInNamedList: "regions:0", rows: ["Volga", "Kazan"],
            earlierScreen: "EditProfileViewController#1", deepLink: "", pagesWithArguments: [],
            coordinatorScreen: "EditProfileViewController#1", presentedPage: "regions", section: "",
            runningCoordinator: "WorkCitiesCoordinator#1", messages: ["workCitiesPick"], service: ""),
        words: .radianttap(outputsExample: "CitiesViewController"))

    public static let messages = [MessageDescription(name: WorkCitiesPick.name, arguments: [], summary: "asks for the work-cities picker")]
    public static let messageHandlers = [
        MessageHandlerDescription(ProfileCoordinator.self)
    ]

    public static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message {
        WorkCitiesPick()
    }

    public static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        throw AppRefusal("the work-cities app takes no start directives")
    }

    private let launched: ExerciseLaunch<ProfileCoordinator>

    public init(directives: [String]) {
        launched = ExerciseLaunch(starting: { ProfileCoordinator() })
    }

    private var profile: ProfileCoordinator { launched.top }

    public var window: Window { launched.window }
    public var topCoordinator: any CoordinatorNode { ResponderCoordinatorNode(profile) }

    public static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        guard ["edit", "regions"].contains(name), arguments.isEmpty else { throw AppRefusal("the pages are 'edit' and 'regions'") }
    }
    public func makeScreen(page name: String, arguments: [String]) -> ViewController {
        name == "regions"
            ? RegionsViewController(workCities: profile.user.workCities) : EditProfileViewController(workCities: profile.user.workCities)
    }

    public func start(section name: String) throws(AppRefusal) { throw AppRefusal("the work-cities app has no sections") }
    public static func routing(of url: URL) -> LinkRouting { .unknown }
    public func open(_ url: URL) {}

    public var model: any Encodable { ["workCities": profile.user.workCities] }
    public static var nonOwningReferences: [NonOwningReferences] { NonOwningReferences.coordinatorLibrary }
    public static var sourceFiles: [SourceFile] { SourceFile.learnerFiles(besideScaffold: #filePath) }
}
