import Coordinator
import HeadlessUIKit

// The recipes app's screens and its one message. Read them; you need not change them.

/// Asks for one recipe's page. The list screen sends it up the coordinating chain and does not
/// know, or care, who shows the page: that is a coordinator's decision.
public struct RecipeShow: Message {
    public static let name = "recipeShow"
    public let recipe: String

    public init(recipe: String) { self.recipe = recipe }

    public var arguments: [(label: String, value: String)] { [("recipe", recipe)] }
}

/// The recipes we know.
enum Recipes {
    static let all = ["Pancakes", "Soup"]
}

/// The list: one button per recipe. A button sends `recipeShow`; it never pushes a screen.
final class RecipesViewController: ViewController {
    override init() {
        super.init()
        title = "Recipes"
        for recipe in Recipes.all {
            let button = Button(title: recipe, identifier: recipe.lowercased()) { button in
                button.startSending(RecipeShow(recipe: recipe))
            }
            view.addSubview(button)
        }
    }
}

/// One recipe's page.
final class RecipeViewController: ViewController {
    init(recipe: String) {
        super.init()
        title = recipe
        view.addSubview(Label(text: "How to make \(recipe)", identifier: "heading"))
    }
}
