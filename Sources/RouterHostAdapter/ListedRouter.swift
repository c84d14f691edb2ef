import HeadlessUIKit
import RouterCoordinator

/// What `tree` and the router's `push`/`pop` read of a router beyond the library's
/// `RouterProtocol`, which says nothing of what a router keeps: the controllers whose completion
/// it still holds, and whose router it is. The library's routers give both; an app's own router
/// (an exercise's) gives them by conforming. A router that does not is still listed and used,
/// with no completions shown.
public protocol ListedRouter: RouterProtocol {
    /// In push order.
    var controllersWithPendingCompletion: [ViewController] { get }
    /// Its class and whose it is, for `tree` (`RouterImp, Panov's ApplicationCoordinator (5607964)`).
    static var origin: String { get }
}

extension NavigationRouter: ListedRouter {}
