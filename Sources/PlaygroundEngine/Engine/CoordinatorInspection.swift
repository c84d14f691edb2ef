import Coordinator
import HeadlessUIKit

/// What the renderers read of any coordinator, whatever its root type. `Coordinating` leaves
/// the root and the queue to the generic `Coordinator<Root>`, which a renderer cannot name
/// without knowing `Root`; this protocol gives every coordinator one shape.
protocol InspectableCoordinator: Coordinating {
    var anyRootViewController: ViewController { get }
    var queuedMessageNamesInOrder: [String] { get }
}

extension Coordinator: InspectableCoordinator {
    var anyRootViewController: ViewController { rootViewController }
    var queuedMessageNamesInOrder: [String] { queuedMessages.map(\.name) }
}

extension Coordinating {
    var rootController: ViewController? { (self as? any InspectableCoordinator)?.anyRootViewController }
    var queuedMessageNames: [String] { (self as? any InspectableCoordinator)?.queuedMessageNamesInOrder ?? [] }
    /// The screens it owns (a navigation coordinator's own list); none for other coordinators.
    var ownScreens: [ViewController] { (self as? NavigationCoordinator)?.viewControllers ?? [] }
    var staleScreens: [ViewController] { (self as? NavigationCoordinator)?.staleViewControllers ?? [] }
    /// Whether its root controller reports to it now: the coordinator messages and Back reach.
    var isActive: Bool { rootController?.parentCoordinator === self }
    var children: [any Coordinating] { Array(childCoordinators.values) }
}
