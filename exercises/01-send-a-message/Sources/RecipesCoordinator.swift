import Coordinator
import HeadlessUIKit

/// The recipes app's one coordinator: it owns the navigation controller and decides what each
/// screen's request leads to.
final class RecipesCoordinator: NavigationCoordinator, HandlesMessages {
    /// The message types `receive` acts on: a message not listed here passes this class by.
    static var handledMessages: [any Message.Type] { [RecipeShow.self] }

    init() {
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(RecipesViewController())
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        switch message {
        case let request as RecipeShow:
            show(RecipeViewController(recipe: request.recipe))
            return .handled("showed \(request.recipe)")
        default:
            return .pass
        }
    }
}
