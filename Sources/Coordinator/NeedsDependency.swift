import HeadlessUIKit

/// A coordinator that needs the app's dependencies (its services) adopts this. The app defines
/// what `Dependency` holds (the seeds' `AppDependency`: a value of optional services, so a
/// service that is not ready yet is simply nil).
public protocol NeedsDependency<Dependency>: AnyObject {
    associatedtype Dependency
    var dependencies: Dependency? { get set }
}

extension Coordinator {
    /// Hands `dependencies` to every child that needs them. Call it when this coordinator's own
    /// dependencies change, so they reach every level.
    public func updateChildCoordinatorDependencies<Dependency>(_ dependencies: Dependency?) {
        for child in childCoordinators.values {
            if let needing = child as? any NeedsDependency<Dependency> {
                Runtime.current.recordDecision(
                    HandOff(
                        from: objectID, to: child.objectID, "its dependencies",
                        "the child needs them (NeedsDependency), and each level passes them on to its own children"))
                needing.dependencies = dependencies
            }
        }
    }
}
