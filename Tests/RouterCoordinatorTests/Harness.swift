import HeadlessUIKit
import RouterCoordinator

final class NoAppDelegate: ApplicationDelegate {
    func applicationDidFinishLaunching(_ application: Application) {}
}

/// What is on screen: the application, its scene and a key window showing `root`, all kept.
struct OnScreen {
    let application: Application
    let scene: Scene
    let window: Window

    init(_ root: ViewController) {
        application = Application(delegate: NoAppDelegate())
        scene = Scene(session: SceneSession(), application: application)
        window = Window(windowScene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
    }
}

func showInWindow(_ root: ViewController) -> OnScreen { OnScreen(root) }

/// A screen with a title, named `Screen#N` by the runtime.
final class Screen: ViewController {
    init(_ title: String) {
        super.init()
        self.title = title
    }
}

/// A navigation controller on screen and a router on it, made inside `runtime`.
struct Routed {
    let runtime = Runtime()
    let screen: OnScreen
    let navigation: NavigationController
    /// Panov's `RouterImp`, or dimaosa's `Router` (its navigation controller's delegate).
    let router: NavigationRouter

    init(isNavigationDelegate: Bool = false) {
        runtime.isRecordingEvents = true
        (screen, navigation, router) = runtime.run {
            let navigation = NavigationController()
            let router: NavigationRouter =
                isNavigationDelegate ? Router(rootController: navigation) : RouterImp(rootController: navigation)
            return (OnScreen(navigation), navigation, router)
        }
    }

    /// Runs `body` as the app's code, then lets the run loop settle, as the playground does
    /// after every command: the transitions `body` started are over when it returns.
    @discardableResult
    func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let result = try runtime.run(body)
        runtime.settle()
        return result
    }

    /// Lets the transitions started so far end (inside `run`, between steps).
    func settle() { runtime.settle() }

    var stack: [String] { navigation.viewControllers.map(\.objectName) }
    var pending: [String] { router.controllersWithPendingCompletion.map(\.objectName) }
    /// The events since the last look, as one line each: what the router did, without the
    /// steps of each transition (the model's own tests pin those).
    func events() -> [String] {
        runtime.drainEvents().filter { !($0 is AppearanceEvent || $0 is CallbackEvent || $0 is TransitionEndEvent) }.map(\.summary)
    }
    /// The live objects of the given kinds (type names), in creation order.
    func live(_ typeNames: String...) -> [String] {
        runtime.liveObjects.map(\.objectID).filter { typeNames.contains($0.typeName) }.map(\.description)
    }
}
