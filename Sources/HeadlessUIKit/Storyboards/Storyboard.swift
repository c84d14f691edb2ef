/// A storyboard, as far as segues need one: a named set of scenes that makes view controllers by
/// their storyboard identifier, an initial scene, and the segues between scenes (Apple's
/// `UIStoryboard` and Interface Builder's scenes). The model is simpler than a storyboard file:
/// a scene is a Swift closure, not an archived view controller, and a segue's trigger names a
/// control of its source scene by identifier.
public final class Storyboard {
    public let name: String
    public let scenes: [StoryboardScene]
    public let segues: [SegueDefinition]
    /// The scene `instantiateInitialViewController()` makes (Interface Builder's "Is Initial View
    /// Controller").
    public let initialSceneIdentifier: String

    public init(name: String, initial: String, scenes: [StoryboardScene], segues: [SegueDefinition]) {
        self.name = name
        self.initialSceneIdentifier = initial
        self.scenes = scenes
        self.segues = segues
    }

    /// A new view controller of the scene `identifier`, which remembers this storyboard (UIKit's
    /// `storyboard` property). Nil when the storyboard has no such scene: UIKit raises there, and
    /// the model's callers check first.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController? {
        guard let scene = scenes.first(where: { $0.identifier == identifier }) else { return nil }
        let controller: ViewController
        switch scene.content {
        case .viewController(let make):
            controller = make()
        case .navigationController(let rootIdentifier):
            // A navigation controller scene's root view controller relationship.
            controller = NavigationController(rootViewController: instantiateViewController(withIdentifier: rootIdentifier))
        }
        controller.storyboard = self
        controller.sceneIdentifier = identifier
        return controller
    }

    public func instantiateInitialViewController() -> ViewController? {
        instantiateViewController(withIdentifier: initialSceneIdentifier)
    }

    /// The segues that leave the scene `identifier`, in the order the storyboard lists them.
    public func segues(from identifier: String?) -> [SegueDefinition] {
        segues.filter { $0.source == identifier }
    }
}
