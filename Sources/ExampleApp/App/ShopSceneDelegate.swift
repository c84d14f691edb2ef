import Coordinator
import Foundation
import HeadlessUIKit

/// The scene delegate (the recommended implementation): builds the window and the app coordinator when the scene
/// connects, passes new dependencies to the coordinator, and hands opened URLs to it as deep
/// links. The coordinator's chain continues here, and from here to the window.
package final class ShopSceneDelegate: Responder, SceneDelegate, CoordinatingResponderOverride {
    package private(set) var window: Window?
    package private(set) var coordinator: AppCoordinator?
    let factory: ScreenFactory
    let pitfalls: Set<ShopPitfall>

    var appDependency: AppDependency? {
        didSet {
            guard let coordinator else { return }
            Runtime.current.recordDecision(
                HandOff(
                    from: objectID, to: coordinator.objectID, "the app's dependencies",
                    "the scene's session got new ones (a service became ready), and the scene coordinator passes them down"))
            coordinator.dependencies = appDependency
        }
    }

    init(factory: ScreenFactory, pitfalls: Set<ShopPitfall>) {
        self.factory = factory
        self.pitfalls = pitfalls
        super.init()
    }

    package override var objectKind: String { "scene delegate" }
    /// radianttap's Implement.md (SceneDelegate, line 183 at 8.0): the scene delegate's
    /// `coordinatingResponder` is its window.
    package var overriddenCoordinatingResponder: Responder? { window }

    package func scene(_ scene: Scene, willConnectTo session: SceneSession) {
        appDependency = session.appDependency
        let window = Window(windowScene: scene)
        self.window = window
        let coordinator = AppCoordinator(sceneDelegate: self, factory: factory, dependencies: appDependency, pitfalls: pitfalls)
        self.coordinator = coordinator
        window.rootViewController = coordinator.rootViewController
        window.makeKeyAndVisible()
        coordinator.start()
    }

    /// URLs the app does not know are ignored, as an app ignores a link it cannot route.
    package func scene(_ scene: Scene, openURL url: URL) {
        guard let deepLink = DeepLink(url: url), let coordinator else { return }
        Runtime.current.recordDecision(
            RoutingHop(
                from: objectID, to: coordinator.objectID, call: "open(\(url.absoluteString))",
                reason: "the scene delegate reads the URL as a deep link and hands it to its coordinator"))
        coordinator.open(deepLink)
    }
}
