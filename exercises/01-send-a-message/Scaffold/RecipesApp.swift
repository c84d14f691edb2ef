import Coordinator
import CoordinatorHostAdapter
import ExerciseSupport
import Foundation
import HeadlessUIKit
import PlaygroundHost

/// Exercise 1's app as the playground runs it, on your `RecipesCoordinator`: the exercise ships
/// this file; you never edit it.
public final class RecipesApp: PlaygroundApp, SendsMessages, CoordinatorLibraryApp {
    public static let appDescription = AppDescription(
        name: "recipes",
        banner: "Exercise 1: the recipes app, on your RecipesCoordinator. Type 'help' for commands, 'quit' to leave.",
        directives: [],
        pages: [PageDescription(name: "recipes"), PageDescription(name: "recipe", argumentValues: Recipes.all)],
        sections: [],
        deepLinkExamples: [],
        helpExamples: HelpExamples(
            responder: "Button#1", button: "pancakes", typing: "", rowInNamedList: "", rows: [], earlierScreen: "RecipesViewController#1",
            deepLink: "", pagesWithArguments: ["recipe Soup"], coordinatorScreen: "RecipesViewController#1", presentedPage: "recipes",
            section: "", runningCoordinator: "RecipesCoordinator#1", messages: ["recipeShow recipe=Soup"], service: ""),
        words: .radianttap(outputsExample: "RecipesViewController"))

    public static let messages = [
        MessageDescription(
            name: RecipeShow.name, arguments: [.init(key: "recipe", allowedValues: Recipes.all, isRequired: true)],
            summary: "asks for a recipe's page")
    ]
    public static let messageHandlers = [MessageHandlerDescription(RecipesCoordinator.self)]

    public static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message {
        RecipeShow(recipe: arguments["recipe"] ?? Recipes.all[0])
    }

    public static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        throw AppRefusal("the recipes app takes no start directives")
    }

    private let launched: ExerciseLaunch<RecipesCoordinator>

    public init(directives: [String]) {
        launched = ExerciseLaunch(starting: { RecipesCoordinator() })
    }

    public var window: Window { launched.window }
    public var topCoordinator: any CoordinatorNode {
        ResponderCoordinatorNode(launched.top)
    }

    public static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        switch name {
        case "recipes" where arguments.isEmpty: return
        case "recipe" where arguments.count == 1 && Recipes.all.contains(arguments[0]): return
        default: throw AppRefusal("the pages are 'recipes' and 'recipe NAME' (\(Recipes.all.joined(separator: ", ")))")
        }
    }
    public func makeScreen(page name: String, arguments: [String]) -> ViewController {
        name == "recipe" ? RecipeViewController(recipe: arguments[0]) : RecipesViewController()
    }

    public func start(section name: String) throws(AppRefusal) { throw AppRefusal("the recipes app has no sections") }
    public static func routing(of url: URL) -> LinkRouting { .unknown }
    public func open(_ url: URL) {}

    public var model: any Encodable { [String: String]() }
    public static var nonOwningReferences: [NonOwningReferences] { NonOwningReferences.coordinatorLibrary }
    public static var sourceFiles: [SourceFile] { SourceFile.learnerFiles(besideScaffold: #filePath) }
}
