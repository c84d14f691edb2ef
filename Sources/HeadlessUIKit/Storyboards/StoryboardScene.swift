/// One scene of a storyboard: a view controller the storyboard makes, or a navigation controller
/// whose root is another scene.
public struct StoryboardScene {
    enum Content {
        case viewController(() -> ViewController)
        case navigationController(root: String)
    }

    public let identifier: String
    let content: Content

    public static func viewController(_ identifier: String, _ make: @escaping () -> ViewController) -> StoryboardScene {
        StoryboardScene(identifier: identifier, content: .viewController(make))
    }

    public static func navigationController(_ identifier: String, root: String) -> StoryboardScene {
        StoryboardScene(identifier: identifier, content: .navigationController(root: root))
    }
}
