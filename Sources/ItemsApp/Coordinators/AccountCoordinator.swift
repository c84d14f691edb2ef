import RouterCoordinator

/// The account details, a flow of one screen pushed on its parent's router. It never pops itself:
/// it reports `.done` and its parent pops, through the router.
final class AccountCoordinator: BaseCoordinator<AccountAction>, RoutedCoordinator {
    let router: any RouterProtocol
    private let module: AccountPresentable

    init(router: any RouterProtocol, module: AccountPresentable) {
        self.router = router
        self.module = module
    }

    override func start() {
        module.onDone.wire(to: self, "done") { [weak self] in self?.done() }
    }

    private func done() {
        listener(.done)
    }
}
