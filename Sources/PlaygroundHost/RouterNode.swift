import HeadlessUIKit

/// A router as the engine shows it: the navigation controller it wraps, whether it is that
/// controller's delegate, and the controllers whose completion it still keeps.
public struct RouterNode {
    public let object: Responder
    public let navigationController: NavigationController
    public let isNavigationDelegate: Bool
    /// In the order they were pushed.
    public let pendingCompletions: [ViewController]
    /// Its class and whose it is (`RouterImp, Panov's ApplicationCoordinator (5607964)`).
    public let origin: String

    public init(
        object: Responder, navigationController: NavigationController, isNavigationDelegate: Bool, pendingCompletions: [ViewController],
        origin: String
    ) {
        self.object = object
        self.navigationController = navigationController
        self.isNavigationDelegate = isNavigationDelegate
        self.pendingCompletions = pendingCompletions
        self.origin = origin
    }
}
