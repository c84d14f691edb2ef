import Foundation

/// What a scene tells its delegate: that it connected (build the window here) and that the
/// system asked it to open a URL.
public protocol SceneDelegate: AnyObject {
    func scene(_ scene: Scene, willConnectTo session: SceneSession)
    func scene(_ scene: Scene, openURL url: URL)
}

public extension SceneDelegate {
    func scene(_ scene: Scene, openURL url: URL) {}
}

/// One instance of the app's UI. A responder (Apple's UIScene page declares it a subclass of
/// UIResponder), but on no window's chain: Apple documents a window's next responder as the
/// application. Its own next is the application too, which no Apple page states
/// (docs/uikit-fidelity.md, R1).
open class Scene: Responder {
    public let session: SceneSession
    /// Strong, as UIKit's: the scene keeps its delegate alive.
    public var delegate: SceneDelegate?
    /// Kept weakly: whoever made a window (the scene delegate) keeps it alive.
    var weakWindows: [WeakWindow] = []
    public weak var application: Application?

    public init(session: SceneSession, application: Application) {
        self.session = session
        self.application = application
        super.init()
    }

    public var windows: [Window] {
        get { weakWindows.compactMap(\.window) }
        set { weakWindows = newValue.map(WeakWindow.init) }
    }

    open override var next: Responder? { application }
    open override var objectKind: String { "scene" }
}

struct WeakWindow {
    weak var window: Window?
}
