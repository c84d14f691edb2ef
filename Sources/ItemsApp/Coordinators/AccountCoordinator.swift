import HeadlessUIKit
import RouterCoordinator

/// The account details, a flow of one screen pushed on its parent's router. It never pops itself:
/// it reports `.done` and its parent pops, through the router. The playground's, for teaching:
/// neither Panov's project (5607964) nor dimaosa's fork (2b63928) has an account flow, and none of
/// their flows pushes a child coordinator; this one shows what Back does to one.
final class AccountCoordinator: BaseCoordinator<AccountAction>, RoutedCoordinator, PlaygroundAddition {
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
