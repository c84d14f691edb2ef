import HeadlessUIKit
import RouterCoordinator

/// The profile flow, in the ApplicationCoordinator README's style: it makes its screen through
/// the factory, shows it through the router it is given (its parent's), hears the screen through
/// the screen's closure, and says it is finished through `finishFlow`, which its parent sets.
///
/// Your task, here: make `start()` push the profile screen through the router, and call
/// `finishFlow` when the screen's `onDone` fires. Then in `AppCoordinator.swift`.
final class ProfileCoordinator: BaseCoordinator<Void>, RoutedCoordinator {
    let router: any RouterProtocol
    private let factory: ModuleFactory
    /// Set by the parent: what to do when the flow is over.
    var finishFlow: (() -> Void)?

    init(router: any RouterProtocol, factory: ModuleFactory) {
        self.router = router
        self.factory = factory
    }

    override func start() {
    }
}
