import RouterCoordinator

extension ParentCoordinator {
    /// This coordinator and every one below it, parents first.
    var allCoordinators: [any Coordinator] {
        var result: [any Coordinator] = []
        var pending: [any Coordinator] = [self]
        while let next = pending.popLast() {
            result.append(next)
            if let parent = next as? any ParentCoordinator { pending.append(contentsOf: parent.childCoordinators.reversed()) }
        }
        return result
    }
}
