import Coordinator
import HeadlessUIKit

/// The recipes app's one coordinator: it owns the navigation controller and decides what each
/// screen's request leads to.
///
/// Your task: when `recipeShow` reaches this coordinator, push the recipe's page
/// (`RecipeViewController(recipe:)`) with `show(_:)`, and answer the message as handled.
/// Two places to change: the list of messages this class acts on, and `receive`.
final class RecipesCoordinator: NavigationCoordinator, HandlesMessages {
    /// The message types `receive` acts on: a message not listed here passes this class by.
    static var handledMessages: [any Message.Type] { [] }

    init() {
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(RecipesViewController())
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        .pass
    }
}
