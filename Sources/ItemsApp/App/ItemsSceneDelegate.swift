import Foundation
import HeadlessUIKit
import RouterCoordinator

/// The scene delegate: when the scene connects it makes the window, its navigation controller and
/// the application coordinator on a router around it, then starts the coordinator with the launch
/// link (the original's AppDelegate does this in `didFinishLaunching` with a push notification's
/// option). Opened URLs go to the same `start(with:)`.
package final class ItemsSceneDelegate: Responder, SceneDelegate {
    package private(set) var window: Window?
    private(set) var applicationCoordinator: ApplicationCoordinator?
    private let coordinatorFactory: CoordinatorFactoryImp
    private let authState: AuthState
    private let configuration: ItemsConfiguration

    init(configuration: ItemsConfiguration, authState: AuthState, coordinatorFactory: CoordinatorFactoryImp) {
        self.configuration = configuration
        self.authState = authState
        self.coordinatorFactory = coordinatorFactory
        super.init()
    }

    package override var objectKind: String { "scene delegate" }

    package func scene(_ scene: Scene, willConnectTo session: SceneSession) {
        let window = Window(windowScene: scene)
        self.window = window
        let rootController = NavigationController()
        window.rootViewController = rootController
        window.makeKeyAndVisible()
        let coordinator = ApplicationCoordinator(
            router: coordinatorFactory.makeRouter(rootController), coordinatorFactory: coordinatorFactory, authState: authState)
        applicationCoordinator = coordinator
        coordinator.start(with: configuration.launchLink)
    }

    /// A URL the app does not route is ignored, as the original ignores a notification it cannot read.
    package func scene(_ scene: Scene, openURL url: URL) {
        guard let link = ItemsDeepLink(url: url), let applicationCoordinator else { return }
        Runtime.current.recordDecision(
            RoutingHop(
                from: objectID, to: applicationCoordinator.objectID, call: "start(with: \(link))",
                reason: "the scene delegate reads the URL as a DeepLinkOption and starts the application coordinator with it"))
        applicationCoordinator.start(with: link)
    }

    /// A push notification, as Panov's AppDelegate takes one in `didReceiveRemoteNotification`
    /// (`Application/AppDelegate.swift` at 5607964): `DeepLinkOption.build(with:)` reads the
    /// payload and the application coordinator starts with the option. Here the scene delegate,
    /// which holds the coordinator, does it. An option the port has no link for is one the
    /// original's coordinators ignore, so nothing is started.
    package func receiveRemoteNotification(_ userInfo: [String: String]) {
        guard let option = NotificationOption.build(with: userInfo), let applicationCoordinator else { return }
        guard let link = option.link else {
            Runtime.current.recordDecision(
                RoutingHop(
                    from: objectID, to: applicationCoordinator.objectID, call: "start(with: \(option.caseName))",
                    reason:
                        "the original's application coordinator hands it to its children, whose start(with:) is the empty default: nothing happens"
                ))
            return
        }
        Runtime.current.recordDecision(
            RoutingHop(
                from: objectID, to: applicationCoordinator.objectID, call: "start(with: \(link))",
                reason: "a push notification: DeepLinkOption.build(with:) read it as \(option.caseName)"))
        applicationCoordinator.start(with: link)
    }
}
