import Foundation
import HeadlessUIKit

/// The scene delegate every exercise's app launches with: it makes the window and hands it to
/// the exercise's launch, which sets the window's root and returns the top coordinator, kept here
/// as an app keeps it (so `holders` finds the coordinators from the application down).
public final class ExerciseSceneDelegate: Responder, SceneDelegate {
    public private(set) var window: Window?
    public private(set) var coordinator: AnyObject?
    private let launch: (Window) -> AnyObject

    public init(launch: @escaping (Window) -> AnyObject) {
        self.launch = launch
        super.init()
    }

    public override var objectKind: String { "scene delegate" }

    public func scene(_ scene: Scene, willConnectTo session: SceneSession) {
        let window = Window(windowScene: scene)
        self.window = window
        coordinator = launch(window)
        window.makeKeyAndVisible()
    }
}

/// The application's delegate: nothing to do at launch.
public final class ExerciseAppDelegate: Responder, ApplicationDelegate {
    public override init() { super.init() }
    public override var objectKind: String { "app delegate" }
    public func applicationDidFinishLaunching(_ application: Application) {}
}
