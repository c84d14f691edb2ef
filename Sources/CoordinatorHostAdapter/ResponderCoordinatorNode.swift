import Coordinator
import HeadlessUIKit
import PlaygroundHost

/// A coordinator of radianttap's library as the engine shows it: a responder rooted in a
/// controller, active while that root reports to it, keeping its screens (a navigation
/// coordinator) and the messages it queues for a service.
public struct ResponderCoordinatorNode: CoordinatorNode {
    public let coordinator: any Coordinating

    public init(_ coordinator: any Coordinating) {
        self.coordinator = coordinator
    }

    public var object: Responder { coordinator }
    public var parentObject: Responder? { coordinator.parent }
    public var children: [any CoordinatorNode] { coordinator.childCoordinators.values.map(ResponderCoordinatorNode.init) }
    public var rootController: ViewController? { (coordinator as? any RootedCoordinator)?.anyRootViewController }
    public var screens: [ViewController]? { (coordinator as? NavigationCoordinator)?.viewControllers }
    public var staleScreens: [ViewController] { (coordinator as? NavigationCoordinator)?.staleViewControllers ?? [] }
    public var isActive: Bool? { rootController?.parentCoordinator === coordinator }
    public var queuedMessageNames: [String] { (coordinator as? any RootedCoordinator)?.queuedMessageNamesInOrder ?? [] }
    public var router: RouterNode? { nil }

    public func stopThroughParent() -> String {
        guard let parent = coordinator.parent else { preconditionFailure("\(coordinator.objectName) has no parent to stop it") }
        parent.stopChild(coordinator: coordinator)
        return "\(parent.objectName) stopped \(coordinator.objectName)"
    }
}

/// What `Coordinating` leaves to the generic `Coordinator<Root>`, which a node cannot name
/// without knowing `Root`: its root controller and its queue.
protocol RootedCoordinator: Coordinating {
    var anyRootViewController: ViewController { get }
    var queuedMessageNamesInOrder: [String] { get }
}

extension Coordinator: RootedCoordinator {
    var anyRootViewController: ViewController { rootViewController }
    var queuedMessageNamesInOrder: [String] { queuedMessages.map(\.name) }
}
