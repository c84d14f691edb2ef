/// A coordinator that keeps children, seen without its action type. dimaosa's `BaseCoordinator`
/// clears grandchildren recursively through `as? BaseCoordinator`, which inside the generic class
/// means "with the same action type", so children of other types kept theirs; removal walks this
/// protocol instead, and so reaches every child (and a listing can walk the whole tree).
public protocol ParentCoordinator: Coordinator {
    /// In the order they were added.
    var childCoordinators: [any Coordinator] { get }
    /// Removes `coordinator` if it is a child, and empties every coordinator below it.
    func removeDependency(_ coordinator: (any Coordinator)?)
}
