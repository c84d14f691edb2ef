/// The window: the view every screen is drawn in. Its next responder is the application, as
/// Apple's UIResponder `next` page says ("UIWindow returns the application object"); that page
/// and the responder-chain article name no scene between them (docs/uikit-fidelity.md, R1).
open class Window: View {
    public weak var windowScene: Scene?
    public private(set) var isKeyWindow = false

    public init(windowScene: Scene) {
        self.windowScene = windowScene
        super.init()
        windowScene.windows.append(self)
    }

    /// The controller whose view fills the window. Replacing it takes the old one off screen.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldValue {
                oldValue.setAppeared(false, animated: false)
                oldValue.view.removeFromSuperview()
            }
            if let rootViewController {
                addSubview(rootViewController.view)
                if isKeyWindow { rootViewController.setAppeared(true, animated: false) }
            }
        }
    }

    public func makeKeyAndVisible() {
        isKeyWindow = true
        rootViewController?.setAppeared(true, animated: false)
    }

    open override var next: Responder? { windowScene?.application }
    open override var objectKind: String { "window" }

    /// The controller the user sees: the top of the stack (or the selected tab's) at the end of
    /// the presentation chain.
    public var visibleViewController: ViewController? {
        guard var current = rootViewController else { return nil }
        while true {
            if let presented = current.presentedViewController {
                current = presented
            } else if let navigation = current as? NavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = current as? TabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else {
                return current
            }
        }
    }
}
