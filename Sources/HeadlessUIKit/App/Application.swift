import Foundation

/// What the application tells its delegate: it finished launching (build the services here) and
/// a scene is connecting (hand it what it needs).
public protocol ApplicationDelegate: AnyObject {
    func applicationDidFinishLaunching(_ application: Application)
    func application(_ application: Application, configureConnecting session: SceneSession)
}

public extension ApplicationDelegate {
    func application(_ application: Application, configureConnecting session: SceneSession) {}
}

/// The application object: the end of the responder chain but for its delegate, which comes
/// next when it is itself a responder.
open class Application: Responder {
    /// Strong here: this object plays `UIApplicationMain`, which keeps the delegate alive.
    public let delegate: ApplicationDelegate
    public private(set) var connectedScenes: [Scene] = []

    public init(delegate: ApplicationDelegate) {
        self.delegate = delegate
        super.init()
    }

    open override var next: Responder? { delegate as? Responder }
    open override var objectKind: String { "application" }

    /// Launches: the delegate finishes launching, then one scene connects with `sceneDelegate`.
    @discardableResult
    public func launch(sceneDelegate: SceneDelegate) -> Scene {
        delegate.applicationDidFinishLaunching(self)
        let session = SceneSession()
        delegate.application(self, configureConnecting: session)
        let scene = Scene(session: session, application: self)
        scene.delegate = sceneDelegate
        connectedScenes.append(scene)
        sceneDelegate.scene(scene, willConnectTo: session)
        return scene
    }

    /// Opens a URL in the app, as the system does for a deep link: the first scene's delegate
    /// is asked. Returns false when there is no scene to ask.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard let scene = connectedScenes.first, let delegate = scene.delegate else { return false }
        delegate.scene(scene, openURL: url)
        return true
    }
}
