import Coordinator

@testable import PlaygroundEngine

extension RunningApp {
    /// The shop's app coordinator as radianttap's library types it, for tests that build shapes
    /// or break rules no command can.
    var appCoordinator: any Coordinating {
        guard let top = topCoordinator.object as? any Coordinating else { preconditionFailure("the shop's top is Coordinating") }
        return top
    }
}
