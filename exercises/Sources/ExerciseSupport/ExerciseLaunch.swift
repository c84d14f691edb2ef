import Coordinator
import HeadlessUIKit

/// An exercise's app launched as an app launches: the application with its delegate, and the
/// scene delegate that makes the window and keeps the top coordinator `makeTop` returns (so
/// `holders` finds the coordinators from the application down). Every scaffold launches so.
public struct ExerciseLaunch<Top: AnyObject> {
    private let application: Application
    private let sceneDelegate: ExerciseSceneDelegate

    /// `makeTop` sets the window's root and starts the top coordinator.
    public init(_ makeTop: @escaping (Window) -> Top) {
        sceneDelegate = ExerciseSceneDelegate(launch: makeTop)
        application = Application(delegate: ExerciseAppDelegate())
        _ = application.launch(sceneDelegate: sceneDelegate)
    }

    public var window: Window { sceneDelegate.window! }
    public var top: Top { sceneDelegate.coordinator as! Top }
}

extension ExerciseLaunch where Top: NavigationCoordinator {
    /// Radianttap's way: the coordinator's navigation controller is the window's root, then the
    /// coordinator starts.
    public init(starting makeTop: @escaping () -> Top) {
        self.init { window in
            let coordinator = makeTop()
            window.rootViewController = coordinator.rootViewController
            coordinator.start()
            return coordinator
        }
    }
}
