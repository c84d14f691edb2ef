import HeadlessUIKit
import PlaygroundHost
import RouterCoordinator

/// A coordinator of the ApplicationCoordinator README's style as the engine shows it: a plain
/// object with children and, when it has one, a router. It keeps no list of screens, nothing
/// reports to it, and it queues nothing.
public struct RoutedCoordinatorNode: CoordinatorNode {
    public let coordinator: any RouterCoordinator.Coordinator
    /// Its parent, which removes it.
    public let parent: (any ParentCoordinator)?

    public init(_ coordinator: any RouterCoordinator.Coordinator, parent: (any ParentCoordinator)? = nil) {
        self.coordinator = coordinator
        self.parent = parent
    }

    public var object: Responder {
        guard let responder = coordinator as? Responder else { preconditionFailure("every coordinator of the library is a responder") }
        return responder
    }

    public var parentObject: Responder? { parent as? Responder }

    public var children: [any CoordinatorNode] {
        guard let parent = coordinator as? any ParentCoordinator else { return [] }
        return parent.childCoordinators.map { RoutedCoordinatorNode($0, parent: parent) }
    }

    public var rootController: ViewController? { router?.navigationController }
    public var screens: [ViewController]? { nil }
    public var staleScreens: [ViewController] { [] }
    public var isActive: Bool? { nil }
    public var queuedMessageNames: [String] { [] }

    /// Any router that is a responder on a navigation controller: the library's, or the app's own.
    public var router: RouterNode? {
        guard let routed = coordinator as? any RoutedCoordinator, let object = routed.router as? Responder,
            let navigation = routed.router.toPresent() as? NavigationController
        else { return nil }
        let listed = routed.router as? any ListedRouter
        return RouterNode(
            object: object, navigationController: navigation, isNavigationDelegate: navigation.delegate === object,
            pendingCompletions: listed?.controllersWithPendingCompletion ?? [],
            origin: listed.map { type(of: $0).origin } ?? "\(type(of: object)), the app's own")
    }

    /// `removeDependency`: the parent forgets the child and empties everything below it. Nothing
    /// else happens: the child's screens stay where they are.
    public func stopThroughParent() -> String {
        guard let parent, let parentObject else { preconditionFailure("\(object.objectName) has no parent to remove it") }
        parent.removeDependency(coordinator)
        return
            "\(parentObject.objectName) removed \(object.objectName) (removeDependency: it forgets the child; its screens stay where they are)"
    }
}
